import { describe, expect, it } from "vitest";
import { describeEntry, type AuditEntry } from "./describe";

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: "2026-11-25T12:00:00Z",
  actor_email: "reader@kosmos.example",
  action: "read",
  target_table: "inbox",
  target_id: null,
  details: {},
  ...over,
});

describe("a read or a download in the audit log, in words", () => {
  it("says how many rows of what were read, how they were filtered, and by which key", () => {
    expect(describeEntry(entry({ details: { rows: 25, filters: ["status.eq", "or(name.ilike,email.ilike)"] } }))).toBe(
      "read 25 rows of the inbox (filtered by status.eq, or(name.ilike,email.ilike)).",
    );
    expect(
      describeEntry(
        entry({ target_table: "newsletter_subscribers", details: { rows: 1, filters: [], key: "secret" } }),
      ),
    ).toBe("read 1 row of newsletter sign-up records with the secret key.");
    expect(describeEntry(entry({ target_table: "inbox_counts", details: { function: "inbox_counts" } }))).toBe(
      "read the inbox's counts.",
    );
    expect(
      describeEntry(
        entry({ action: "download", target_table: "job-applications", details: { bucket: "job-applications" } }),
      ),
    ).toBe("downloaded a file from job-applications.");
  });
});
