/** The team's query keys: every change to a colleague refreshes the list. */
export const teamKeys = { all: ["team"] as const };
