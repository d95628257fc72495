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
    expect(describeEntry(entry({ target_table: "inbox_unread", details: { function: "inbox_unread" } }))).toBe(
      "read their unread counts.",
    );
    expect(
      describeEntry(
        entry({ action: "download", target_table: "job-applications", details: { bucket: "job-applications" } }),
      ),
    ).toBe("downloaded a file from job-applications.");
  });
});

describe("a person's reads of one hour, folded by the database", () => {
  it("says what was read, how often from when, and how many rows in all", () => {
    const folded = (details: Record<string, unknown>) =>
      describeEntry(entry({ target_table: null, details: { folded: 3, rows: 29, ...details } }));
    expect(folded({ from: "2026-11-20T10:05:00Z", tables: ["contact_submissions", "inbox", "inbox_counts"] })).toBe(
      "read contact message records, the inbox and the inbox's counts 3 times from 10:05 (29 rows in all).",
    );
    expect(describeEntry(entry({ target_table: null, details: { folded: 1, rows: 1, tables: ["inbox"] } }))).toBe(
      "read the inbox once (1 row in all).",
    );
  });
});

describe("the editorial workflow in the audit log, in words", () => {
  const content = (details: Record<string, unknown>) =>
    describeEntry(entry({ action: "content_edit", target_table: "content_reviews", details }));
  it("says who submitted, approved or sent back which change, and an override's reason", () => {
    expect(content({ operation: "submitted for review", title: "Fraud detection" })).toBe(
      "submitted a change to “Fraud detection” for review.",
    );
    expect(content({ operation: "approved", title: "Fraud detection", submitted_by: "author@kosmos.example" })).toBe(
      "approved and published the change to “Fraud detection” submitted by author@kosmos.example.",
    );
    expect(
      content({
        operation: "approved",
        title: "Fraud detection",
        submitted_by: "author@kosmos.example",
        publish_at: "2026-07-01T11:00:00+00:00",
      }),
    ).toBe(
      "approved the change to “Fraud detection” submitted by author@kosmos.example, to be published at 1 Jul 2026, 12:00 (London).",
    );
    expect(content({ operation: "sent back", title: "Fraud detection", comment: "Cite the study." })).toBe(
      "sent back the change to “Fraud detection”: “Cite the study.”.",
    );
    expect(
      content({
        operation: "published past the checks",
        title: "About us",
        problems: "Title: 75 characters, and search results show about 60: shorten it.",
        reason: "The campaign needs it",
      }),
    ).toBe(
      "published “About us” past the checks (Title: 75 characters, and search results show about 60: shorten it.), because: “The campaign needs it”.",
    );
    expect(content({ operation: "sign-off required", type: "story", title: "story" })).toBe(
      "required sign-off for story.",
    );
  });
});

describe("an applicant's erasure request in the audit log, in words", () => {
  it("says the request was the applicant's, and the erasure that followed was at their request", () => {
    expect(
      describeEntry(entry({ actor_email: null, action: "erasure_request", target_table: "job_applications" })),
    ).toBe(
      "recorded an applicant's request, made with the link in their acknowledgement, to erase their job application.",
    );
    expect(
      describeEntry(
        entry({
          action: "erasure",
          target_table: "job_applications",
          details: { rows: { job_applications: 1 }, files: 2, requested_at: "2026-11-25T11:00:00Z" },
        }),
      ),
    ).toBe("erased a job application its applicant asked to be erased: 1 submission and 2 files.");
    expect(
      describeEntry(entry({ action: "erasure", target_table: null, details: { rows: { a: 2, b: 1 }, files: 0 } })),
    ).toBe("erased a person: 3 submissions and 0 files.");
  });
});
