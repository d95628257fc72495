import { afterEach, describe, expect, it, vi } from "vitest";
import { proposalFileRule } from "./files";
import {
  type FormsClient,
  SubmitError,
  programmes,
  sendContactMessage,
  submitJobApplication,
  submitProgrammeApplication,
  subscribeToNewsletter,
} from "./submit";

type Call =
  | { kind: "insert"; table: string; row: Record<string, unknown> }
  | { kind: "upload"; bucket: string; path: string; type: string; name: string };

/** A stand-in for supabase-js that records calls in order and answers as told. */
function fakeClient({
  insertError = null,
  failUploads = false,
}: { insertError?: { code?: string; message: string } | null; failUploads?: boolean } = {}) {
  const calls: Call[] = [];
  // Only what the forms call, answered as supabase-js answers; cast once to the typed client.
  const fake = {
    from: (table: string) => ({
      insert: async (row: Record<string, unknown>) => {
        calls.push({ kind: "insert", table, row });
        return { error: insertError };
      },
    }),
    storage: {
      from: (bucket: string) => ({
        upload: async (path: string, file: File) => {
          calls.push({ kind: "upload", bucket, path, type: file.type, name: file.name });
          return failUploads ? { data: null, error: { message: "Bucket not found" } } : { data: { path }, error: null };
        },
      }),
    },
  };
  return { client: fake as unknown as FormsClient, calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("sendContactMessage", () => {
  it("inserts the five columns, company null when empty", async () => {
    const { client, calls } = fakeClient();
    await sendContactMessage(
      {
        name: "Ada",
        email: "ada@example.com",
        company: "",
        inquiryType: "general-question",
        message: "Hello there, Kosmos.",
      },
      client,
    );
    expect(calls).toEqual([
      {
        kind: "insert",
        table: "contact_submissions",
        row: {
          name: "Ada",
          email: "ada@example.com",
          company: null,
          inquiry_type: "general-question",
          message: "Hello there, Kosmos.",
        },
      },
    ]);
  });

  it("throws on an insert error", async () => {
    const { client } = fakeClient({ insertError: { code: "23514", message: "violates check constraint" } });
    await expect(
      sendContactMessage(
        {
          name: "Ada",
          email: "ada@example.com",
          company: "X",
          inquiryType: "demo-request",
          message: "Hello there, Kosmos.",
        },
        client,
      ),
    ).rejects.toBeInstanceOf(SubmitError);
  });
});

const JOB_ID = "0b6a3c3e-4f52-4d2e-9a51-2f0f1e7c9d10";
const job = {
  firstName: "Grace",
  surname: "Hopper",
  email: "grace@example.com",
  reasonToApply: "Compilers.",
  positionTitle: "Data Engineer",
  timestamp: 1700000000000,
  id: JOB_ID,
};

describe("submitJobApplication", () => {
  it("uploads both files under their folders and the application's id, with a timestamp and safe name, then inserts the id and their paths", async () => {
    const { client, calls } = fakeClient();
    await submitJobApplication(
      {
        ...job,
        coverLetter: new File(["%PDF-1.4"], "Lettre de motivation.pdf", { type: "application/pdf" }),
        cv: new File(["PK"], "Zoë CV.docx", { type: "" }),
      },
      client,
    );
    expect(calls).toEqual([
      {
        kind: "upload",
        bucket: "job-applications",
        path: `cover-letters/${JOB_ID}/1700000000000-Lettre-de-motivation.pdf`,
        type: "application/pdf",
        name: "1700000000000-Lettre-de-motivation.pdf",
      },
      {
        kind: "upload",
        bucket: "job-applications",
        path: `cvs/${JOB_ID}/1700000000000-Zoe-CV.docx`,
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        name: "1700000000000-Zoe-CV.docx",
      },
      {
        kind: "insert",
        table: "job_applications",
        row: {
          id: JOB_ID,
          position_title: "Data Engineer",
          first_name: "Grace",
          surname: "Hopper",
          email: "grace@example.com",
          reason_to_apply: "Compilers.",
          cover_letter_url: `cover-letters/${JOB_ID}/1700000000000-Lettre-de-motivation.pdf`,
          cv_url: `cvs/${JOB_ID}/1700000000000-Zoe-CV.docx`,
        },
      },
    ]);
  });

  it("still submits, with null paths, when the uploads fail (logged)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { client, calls } = fakeClient({ failUploads: true });
    await submitJobApplication(
      { ...job, coverLetter: null, cv: new File(["%PDF"], "cv.pdf", { type: "application/pdf" }) },
      client,
    );
    expect(calls.at(-1)).toMatchObject({ kind: "insert", row: { cover_letter_url: null, cv_url: null } });
    expect(log).toHaveBeenCalled();
  });

  it("throws when the insert fails", async () => {
    const { client } = fakeClient({ insertError: { message: "nope" } });
    await expect(submitJobApplication({ ...job, coverLetter: null, cv: null }, client)).rejects.toBeInstanceOf(
      SubmitError,
    );
  });
});

const application = {
  name: "Mary",
  email: "mary@example.ac.uk",
  researchArea: "Contagion",
  institution: "Edinburgh",
  topicStatement: "Shocks.",
};
const ID = "0b6f3c1e-8d7a-4f3e-9a3b-2f1d5c6e7a8b";

describe("submitProgrammeApplication", () => {
  it("uploads {id}_proposal.{ext} first, then inserts once with the id and the path", async () => {
    const { client, calls } = fakeClient();
    const result = await submitProgrammeApplication(
      programmes.researchPartnership,
      {
        ...application,
        collaborationType: "Visiting researcher",
        proposal: new File(["plain"], "My Proposal.TXT", { type: "text/plain" }),
      },
      proposalFileRule,
      client,
      () => ID,
    );
    expect(result).toEqual({ fileUploaded: true });
    expect(calls).toEqual([
      {
        kind: "upload",
        bucket: "applications",
        path: `research-partnerships/${ID}_proposal.txt`,
        type: "text/plain",
        name: `${ID}_proposal.txt`,
      },
      {
        kind: "insert",
        table: "research_partnerships",
        row: {
          id: ID,
          name: "Mary",
          email: "mary@example.ac.uk",
          research_area: "Contagion",
          institution: "Edinburgh",
          topic_statement: "Shocks.",
          collaboration_type: "Visiting researcher",
          proposal_file_path: `research-partnerships/${ID}_proposal.txt`,
        },
      },
    ]);
  });

  it("omits optional fields that are blank and stores a null path without a file", async () => {
    const { client, calls } = fakeClient();
    const result = await submitProgrammeApplication(
      programmes.incubation,
      { ...application, supportNeeded: "  ", proposal: null },
      proposalFileRule,
      client,
      () => ID,
    );
    expect(result).toEqual({ fileUploaded: null });
    expect(calls).toHaveLength(1);
    const row = (calls[0] as Extract<Call, { kind: "insert" }>).row;
    expect(calls[0]).toMatchObject({ table: "incubation_programme" });
    expect(row).not.toHaveProperty("support_needed");
    expect(row).not.toHaveProperty("collaboration_type");
    expect(row.proposal_file_path).toBeNull();
  });

  it("inserts with a null path and reports the failed upload", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { client, calls } = fakeClient({ failUploads: true });
    const result = await submitProgrammeApplication(
      programmes.incubation,
      {
        ...application,
        supportNeeded: "Mentoring",
        proposal: new File(["%PDF"], "p.pdf", { type: "application/pdf" }),
      },
      proposalFileRule,
      client,
      () => ID,
    );
    expect(result).toEqual({ fileUploaded: false });
    expect(calls.map((c) => c.kind)).toEqual(["upload", "insert"]);
    expect(calls[1]).toMatchObject({ row: { id: ID, support_needed: "Mentoring", proposal_file_path: null } });
  });
});

describe("subscribeToNewsletter", () => {
  it("inserts the address", async () => {
    const { client, calls } = fakeClient();
    await subscribeToNewsletter({ email: "ada@example.com" }, client);
    expect(calls).toEqual([{ kind: "insert", table: "newsletter_subscribers", row: { email: "ada@example.com" } }]);
  });

  it("treats a repeat sign-up (23505) as success", async () => {
    const { client } = fakeClient({
      insertError: { code: "23505", message: "duplicate key value violates unique constraint" },
    });
    await expect(subscribeToNewsletter({ email: "ada@example.com" }, client)).resolves.toBeUndefined();
  });

  it("throws on any other error", async () => {
    const { client } = fakeClient({ insertError: { code: "23514", message: "check" } });
    await expect(subscribeToNewsletter({ email: "ada@example.com" }, client)).rejects.toBeInstanceOf(SubmitError);
  });
});
