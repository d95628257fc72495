import { getSupabase, type DataClient } from "~/lib/supabase";
import { type FileRule, checkFile, jobFileRule, storageSafeFileName } from "./files";
import type {
  ContactValues,
  HomeContactValues,
  IncubationValues,
  InquiryType,
  JobApplicationValues,
  NewsletterValues,
  ResearchPartnershipValues,
} from "./schemas";

/**
 * The forms' writes, one function each. They take the client as a parameter (the lazy shared
 * one by default) so unit tests can check the order and the payloads with a fake. Every write is
 * an insert without select: the anonymous role may not read these tables.
 */

type DbError = { code?: string; message: string };

/** The part of the typed client the forms use (unit tests give a recording stand-in). */
export type FormsClient = Pick<DataClient, "from" | "storage">;

const sharedClient = (): Promise<FormsClient> => getSupabase();

export class SubmitError extends Error {
  readonly cause: DbError;

  constructor(cause: DbError) {
    super(cause.message);
    this.cause = cause;
  }
}

/** An insert's answer: nothing, or the database's refusal as a SubmitError. */
async function stored(insert: PromiseLike<{ error: DbError | null }>) {
  const { error } = await insert;
  if (error) throw new SubmitError(error);
}

/**
 * Uploads a file and returns its path within the bucket, or null (logged) when it fails. The
 * file is re-wrapped with the canonical type for its extension: browsers may report '' and the
 * bucket's allow-list is exact.
 */
async function upload(
  client: FormsClient,
  bucket: string,
  path: string,
  file: File,
  rule: FileRule,
): Promise<string | null> {
  const check = checkFile(file, rule);
  if (!check.ok) {
    console.error(`Upload to ${bucket}/${path} skipped: ${check.problem.description}`);
    return null;
  }
  try {
    const body = new File([file], path.slice(path.lastIndexOf("/") + 1), { type: check.contentType });
    const { data, error } = await client.storage
      .from(bucket)
      .upload(path, body, { upsert: false, contentType: check.contentType });
    if (error || !data) {
      console.error(`Upload to ${bucket}/${path} failed`, error);
      return null;
    }
    return data.path;
  } catch (error) {
    console.error(`Upload to ${bucket}/${path} failed`, error);
    return null;
  }
}

export async function sendContactMessage(
  values: ContactValues | (HomeContactValues & { inquiryType: InquiryType }),
  client?: FormsClient,
) {
  const db = client ?? (await sharedClient());
  await stored(
    db.from("contact_submissions").insert({
      name: values.name,
      email: values.email,
      company: values.company === "" ? null : values.company,
      inquiry_type: values.inquiryType,
      message: values.message,
    }),
  );
}

export type JobApplication = JobApplicationValues & {
  positionTitle: string;
  coverLetter: File | null;
  cv: File | null;
  /** Milliseconds that prefix the stored file names (spec: `{timestamp}-{filename}`); now by default. */
  timestamp?: number;
  /** The application's id (tests fix it); a new random UUID by default. */
  id?: string;
};

/**
 * Uploads the optional files (a failed one becomes null), then inserts the application. The
 * application's id is made here, as the proposals' are: its files live under it
 * (`cvs/{id}/{timestamp}-{file name}`), and the database accepts a row naming only files of its
 * own, so no application can point at another's file.
 */
export async function submitJobApplication(application: JobApplication, client?: FormsClient) {
  const db = client ?? (await sharedClient());
  const id = application.id ?? crypto.randomUUID();
  const timestamp = application.timestamp ?? Date.now();
  const store = (folder: "cover-letters" | "cvs", file: File | null) =>
    file
      ? upload(
          db,
          "job-applications",
          `${folder}/${id}/${timestamp}-${storageSafeFileName(file.name)}`,
          file,
          jobFileRule,
        )
      : null;
  const [coverLetterPath, cvPath] = await Promise.all([
    store("cover-letters", application.coverLetter),
    store("cvs", application.cv),
  ]);
  await stored(
    db.from("job_applications").insert({
      id,
      position_title: application.positionTitle,
      first_name: application.firstName,
      surname: application.surname,
      email: application.email,
      reason_to_apply: application.reasonToApply,
      cover_letter_url: coverLetterPath,
      cv_url: cvPath,
    }),
  );
}

export type Programme = {
  table: "research_partnerships" | "incubation_programme";
  folder: "research-partnerships" | "incubation-programme";
};

export const programmes = {
  researchPartnership: { table: "research_partnerships", folder: "research-partnerships" },
  incubation: { table: "incubation_programme", folder: "incubation-programme" },
} as const satisfies Record<string, Programme>;

export type ProgrammeApplication = (
  Omit<ResearchPartnershipValues, "collaborationType"> | Omit<IncubationValues, "supportNeeded">
) & {
  collaborationType?: string;
  supportNeeded?: string;
  proposal: File | null;
};

/**
 * The browser makes the id, uploads `{id}_proposal.{ext}` first, then inserts the row
 * once with its path (null when the upload failed). Returns whether the file was stored.
 */
export async function submitProgrammeApplication(
  programme: Programme,
  application: ProgrammeApplication,
  rule: FileRule,
  client?: FormsClient,
  makeId: () => string = () => crypto.randomUUID(),
): Promise<{ fileUploaded: boolean | null }> {
  const db = client ?? (await sharedClient());
  const id = makeId();
  let proposalPath: string | null = null;
  if (application.proposal) {
    const check = checkFile(application.proposal, rule);
    const extension = check.ok ? check.extension : "bin";
    proposalPath = await upload(
      db,
      "applications",
      `${programme.folder}/${id}_proposal.${extension}`,
      application.proposal,
      rule,
    );
  }
  const row = {
    id,
    name: application.name,
    email: application.email,
    research_area: application.researchArea,
    institution: application.institution,
    topic_statement: application.topicStatement,
  };
  // Optional fields are sent only when filled (spec §3).
  const collaboration = application.collaborationType?.trim();
  const support = application.supportNeeded?.trim();
  await stored(
    programme.table === "research_partnerships"
      ? db.from("research_partnerships").insert({
          ...row,
          ...(collaboration ? { collaboration_type: collaboration } : {}),
          proposal_file_path: proposalPath,
        })
      : db
          .from("incubation_programme")
          .insert({ ...row, ...(support ? { support_needed: support } : {}), proposal_file_path: proposalPath }),
  );
  return { fileUploaded: application.proposal ? proposalPath !== null : null };
}

/** Stores the address once: a repeat sign-up (unique violation, 23505) is a success. */
export async function subscribeToNewsletter(values: NewsletterValues, client?: FormsClient) {
  const { error } = await (client ?? (await sharedClient()))
    .from("newsletter_subscribers")
    .insert({ email: values.email });
  if (error && error.code !== "23505") throw new SubmitError(error);
}
