import type { Kind } from "~/admin/vocabulary/kinds";

/** The inbox's query keys: a change to an item refreshes the lists, the counts and its history. */
export const inboxKeys = {
  all: ["inbox"] as const,
  page: (search: string) => ["inbox", "page", search] as const,
  counts: ["inbox", "counts"] as const,
  /** What is new to the signed-in person: the menu's count, and the marks of one page's items. */
  unread: ["inbox", "unread"] as const,
  newToMe: (ids: readonly string[]) => ["inbox", "new-to-me", ...ids] as const,
  /** How many items of a kind sit in each stage. */
  stages: (kind: Kind) => ["inbox", "stages", kind] as const,
  /** Who may own the caller's kinds of item. */
  colleagues: ["inbox", "colleagues"] as const,
  /** The applications whose applicants asked, with their link, to be erased. */
  erasureRequests: ["inbox", "erasure-requests"] as const,
  item: (kind: Kind, id: string) => ["inbox", "item", kind, id] as const,
  thread: (kind: Kind, id: string) => ["inbox", "thread", kind, id] as const,
  notes: (kind: Kind, id: string) => ["inbox", "notes", kind, id] as const,
  history: (kind: Kind, id: string) => ["inbox", "history", kind, id] as const,
};
