/** Each library table's list; every write to the table refreshes it. */
export const contentKeys = { list: (table: "resources" | "documentation") => ["content", table] as const };
