import type { Database } from "./database.types.ts";
import { JOB_FILES, PROPOSAL_FILES, type FileLimit } from "./file-types.ts";
import type { StaffRole } from "./staff-roles.ts";

/**
 * Each kind of submission, declared once: its table, how people call it, the role
 * whose job it is, the notices it raises and the team each goes to, its fields (labels in the
 * back office's order, length bounds), its files and the stages the team moves it through. The
 * form limits (shared/form-limits.ts), the roles (shared/staff-roles.ts), the back office's labels,
 * fields, attachments and stages (src/admin/vocabulary/kinds.ts), the mail's labels and routing
 * (server/mail/) and the seeding script derive from it. server/db/vocabulary.server.test.ts and
 * tests/contract/forms-contract.test.ts hold it equal to the database (the tables, the roles'
 * functions, the outbox's kinds, the stages, every CHECK and bucket limit).
 */
export type Team = "NOTIFY_SALES" | "NOTIFY_PRESS" | "NOTIFY_CAREERS" | "NOTIFY_LABS" | "NOTIFY_DEFAULT";

export type FieldDecl = {
  column: string;
  /** The back office's label for it. */
  label: string;
  /** Shown as a block of text rather than a line. */
  long?: boolean;
  /** Length bounds in characters after trimming, when the visitor types it (the CHECK says the same). */
  bounds?: { min: number; max: number };
};

export type FileDecl = {
  column: string;
  label: string;
  /** How the team's mail names it in a list ("CV and cover letter"). */
  mailName: string;
  bucket: string;
  folder: string;
  limit: FileLimit;
};

/**
 * What the team's notice mail says of an item (server/mail/message.ts): who sent it (the columns
 * of their name), a line a field, the files (listed by name, or said to be attached), and the
 * longer text the team reads first.
 */
export type MailDecl = {
  name: readonly string[] | null;
  lines: readonly { label: string; column: string }[];
  files: { label: string; as: "list" | "attached" } | null;
  text: { label: string; column: string } | null;
};

/**
 * The short confirmation the person who sent it receives, or null for none. Fixed
 * wording: the only thing of theirs it repeats is their first name (from `firstName`: the first
 * word of that column, and only when it looks like a name), so the form cannot be used to send
 * a stranger a message of the sender's choosing. `writeTo` is the site's address for questions.
 */
export type AcknowledgementDecl = {
  firstName: string;
  subject: string;
  /** What they sent, in "Thank you for your …". */
  what: string;
  /** What happens next, one paragraph. */
  next: string;
  writeTo: "careers" | "partnerships" | "institute";
};

/**
 * A step of a kind's pipeline, as the team works through it: its name (stored), its label, and
 * whether the item's work ends there. The first is where every item starts.
 *
 * `keep` is its own retention rule, when it has one: `{ months }` erases an item that many months
 * after it was moved here, however recent it is; `"while-here"` keeps it while it stays here (an
 * employment record), past the general period. Without one, the general period applies (months
 * after it arrived, Audit log's Retention). The database's rules (private.stage_retention) say the same.
 */
export type StageDecl = {
  name: string;
  label: string;
  final?: true;
  keep?: { months: number } | "while-here";
  /** What a reply to the person usually says at this stage: the reply form starts from it. */
  reply?: { subject: string; text: string };
};

/** A notice this kind raises: its label in the mail and the team it goes to. */
export type NoticeDecl = { label: string; team: Team };

type KindDecl = {
  table: keyof Database["public"]["Tables"];
  label: string;
  singular: string;
  role: StaffRole;
  /** By notice kind (the outbox's CHECK names them all); the contact form's is its inquiry type. */
  notices: Record<string, NoticeDecl>;
  fields: readonly FieldDecl[];
  files: readonly FileDecl[];
  /** Its pipeline, first stage first; none for what is not worked on (newsletter sign-ups). */
  stages: readonly StageDecl[];
  mail: MailDecl;
  /** The contact form has none: its sender may be anyone's address and it would mail them at will (decision 036). */
  acknowledgement: AcknowledgementDecl | null;
  /** Its share of the rows `npm run seed:inbox` makes. */
  seedShare: number;
};

const bounds = (min: number, max: number) => ({ min, max });

/** The contact form's inquiry types (contact_submissions.inquiry_type's CHECK says the same; tested). */
export const INQUIRY_TYPES = ["demo-request", "partner-inquiry", "media-request", "general-question"] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
export const TOPIC_STATEMENT_MAX = 500;
export const POSITION_TITLE_MAX = 200;

const programmeFields = (last: FieldDecl): FieldDecl[] => [
  { column: "name", label: "Name", bounds: bounds(1, 100) },
  { column: "email", label: "Email" },
  { column: "institution", label: "Institution", bounds: bounds(1, 200) },
  { column: "research_area", label: "Research area", bounds: bounds(1, 200) },
  { column: "topic_statement", label: "Topic statement", long: true, bounds: bounds(1, TOPIC_STATEMENT_MAX) },
  last,
];

const programmeMail = (label: string, column: string): MailDecl => ({
  name: ["name"],
  lines: [
    { label: "Institution", column: "institution" },
    { label: "Research area", column: "research_area" },
    { label, column },
  ],
  files: { label: "Proposal file", as: "attached" },
  text: { label: "Topic statement", column: "topic_statement" },
});

const PROPOSAL_STAGES = [
  { name: "new", label: "New" },
  { name: "in-review", label: "In review" },
  { name: "accepted", label: "Accepted", final: true, keep: "while-here" },
  {
    name: "declined",
    label: "Declined",
    final: true,
    keep: { months: 6 },
    reply: {
      subject: "Your proposal to Kosmos",
      text: "Thank you for your proposal. After careful review, we will not be taking it forward this time. We keep it for six months, then delete it.",
    },
  },
] as const satisfies readonly StageDecl[];

export const SUBMISSION_KINDS = [
  {
    table: "contact_submissions",
    label: "Contact messages",
    singular: "Contact message",
    role: "sales",
    notices: {
      "demo-request": { label: "Demo request", team: "NOTIFY_SALES" },
      "partner-inquiry": { label: "Partner inquiry", team: "NOTIFY_SALES" },
      "media-request": { label: "Media request", team: "NOTIFY_PRESS" },
      "general-question": { label: "General question", team: "NOTIFY_DEFAULT" },
    } satisfies Record<InquiryType, NoticeDecl>,
    fields: [
      { column: "name", label: "Name", bounds: bounds(2, 100) },
      { column: "email", label: "Email" },
      { column: "company", label: "Company", bounds: bounds(0, 200) },
      { column: "inquiry_type", label: "Inquiry type" },
      { column: "message", label: "Message", long: true, bounds: bounds(10, 5000) },
    ],
    files: [],
    stages: [
      { name: "new", label: "New" },
      {
        name: "contacted",
        label: "Contacted",
        reply: {
          subject: "Your message to Kosmos Intelligence",
          text: "Thank you for getting in touch. I would be glad to tell you more: when would suit you for a call?",
        },
      },
      { name: "qualified", label: "Qualified" },
      { name: "won", label: "Won", final: true },
      { name: "lost", label: "Lost", final: true },
    ],
    mail: {
      name: ["name"],
      lines: [{ label: "Company", column: "company" }],
      files: null,
      text: { label: "Message", column: "message" },
    },
    acknowledgement: null,
    seedShare: 0.4,
  },
  {
    table: "job_applications",
    label: "Job applications",
    singular: "Job application",
    role: "careers",
    notices: { "job-application": { label: "Job application", team: "NOTIFY_CAREERS" } },
    fields: [
      // Not typed by the visitor (it comes from ?position=), but bounded all the same.
      { column: "position_title", label: "Position", bounds: bounds(1, POSITION_TITLE_MAX) },
      { column: "first_name", label: "First name", bounds: bounds(1, 100) },
      { column: "surname", label: "Surname", bounds: bounds(1, 100) },
      { column: "email", label: "Email" },
      { column: "reason_to_apply", label: "Why they are applying", long: true, bounds: bounds(1, 5000) },
    ],
    files: [
      { column: "cv_url", label: "CV", mailName: "CV", bucket: "job-applications", folder: "cvs", limit: JOB_FILES },
      {
        column: "cover_letter_url",
        label: "Cover letter",
        mailName: "cover letter",
        bucket: "job-applications",
        folder: "cover-letters",
        limit: JOB_FILES,
      },
    ],
    stages: [
      { name: "new", label: "New" },
      { name: "screening", label: "Screening" },
      {
        name: "interview",
        label: "Interview",
        reply: {
          subject: "Your application: an interview",
          text: "Thank you for your application. We would like to meet you for an interview: which of these times would suit you?",
        },
      },
      { name: "offer", label: "Offer" },
      { name: "hired", label: "Hired", final: true, keep: "while-here" },
      {
        name: "not-taken",
        label: "Not taken",
        final: true,
        keep: { months: 6 },
        reply: {
          subject: "Your application to Kosmos Intelligence",
          text: "Thank you for your application and the time you gave it. After careful thought, we will not be taking it further this time. We keep your application for six months, then delete it.",
        },
      },
    ],
    mail: {
      name: ["first_name", "surname"],
      lines: [{ label: "Position", column: "position_title" }],
      files: { label: "Files", as: "list" },
      text: { label: "Why they apply", column: "reason_to_apply" },
    },
    acknowledgement: {
      firstName: "first_name",
      subject: "We have received your application",
      what: "application to join Kosmos Intelligence",
      next: "Our team reads every application. If your experience matches the role, we will contact you to arrange a first conversation; either way, we will let you know the outcome.",
      writeTo: "careers",
    },
    seedShare: 0.2,
  },
  {
    table: "research_partnerships",
    label: "Research partnerships",
    singular: "Research-partnership application",
    role: "labs",
    notices: { "research-partnership": { label: "Research partnership application", team: "NOTIFY_LABS" } },
    fields: programmeFields({
      column: "collaboration_type",
      label: "Collaboration type",
      long: true,
      bounds: bounds(1, 1000),
    }),
    files: [
      {
        column: "proposal_file_path",
        label: "Proposal",
        mailName: "proposal",
        bucket: "applications",
        folder: "research-partnerships",
        limit: PROPOSAL_FILES,
      },
    ],
    stages: PROPOSAL_STAGES,
    mail: programmeMail("Collaboration type", "collaboration_type"),
    acknowledgement: {
      firstName: "name",
      subject: "We have received your research partnership proposal",
      what: "research partnership proposal",
      next: "Kosmos Labs reviews every proposal. We will get back to you to discuss it, usually within a few weeks.",
      writeTo: "partnerships",
    },
    seedShare: 0.12,
  },
  {
    table: "incubation_programme",
    label: "Incubation applications",
    singular: "Incubation application",
    role: "labs",
    notices: { "incubation-application": { label: "Incubation programme application", team: "NOTIFY_LABS" } },
    fields: programmeFields({ column: "support_needed", label: "Support needed", long: true, bounds: bounds(1, 1000) }),
    files: [
      {
        column: "proposal_file_path",
        label: "Proposal",
        mailName: "proposal",
        bucket: "applications",
        folder: "incubation-programme",
        limit: PROPOSAL_FILES,
      },
    ],
    stages: PROPOSAL_STAGES,
    mail: programmeMail("Support needed", "support_needed"),
    acknowledgement: {
      firstName: "name",
      subject: "We have received your incubation programme application",
      what: "application to the Kosmos Institute's incubation programme",
      next: "The Kosmos Institute reviews every application. We will get back to you to discuss it, usually within a few weeks.",
      writeTo: "institute",
    },
    seedShare: 0.08,
  },
  {
    table: "newsletter_subscribers",
    label: "Newsletter sign-ups",
    singular: "Newsletter sign-up",
    role: "sales",
    notices: { "newsletter-subscription": { label: "Newsletter sign-up", team: "NOTIFY_DEFAULT" } },
    fields: [
      { column: "email", label: "Email" },
      { column: "state", label: "State" },
      { column: "confirmed_at", label: "Confirmed at" },
      { column: "confirmed_from", label: "Confirmed from (IP address)" },
      { column: "consent_wording", label: "Consent given to", long: true },
    ],
    files: [],
    stages: [],
    mail: { name: null, lines: [], files: null, text: null },
    // Its own confirmation mail (the double opt-in) stands in for one.
    acknowledgement: null,
    seedShare: 0.2,
  },
] as const satisfies readonly KindDecl[];

export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
export type SubmissionTable = SubmissionKind["table"];

/** The kind declared for a table. */
export function kindOf<T extends SubmissionTable>(table: T): Extract<SubmissionKind, { table: T }> {
  return SUBMISSION_KINDS.find((kind) => kind.table === table) as Extract<SubmissionKind, { table: T }>;
}

/** A field's length bounds from its kind's declaration (a field without bounds is a programming error). */
export function boundsOf(table: SubmissionTable, column: string): { column: string; min: number; max: number } {
  const field: FieldDecl | undefined = (kindOf(table).fields as readonly FieldDecl[]).find((f) => f.column === column);
  if (!field?.bounds) throw new Error(`${table}.${column} has no declared bounds`);
  return { column, ...field.bounds };
}

/** A table's values by kind, for the maps other modules keep (labels, roles …). */
export function byTable<V>(value: (kind: SubmissionKind) => V): Record<SubmissionTable, V> {
  return Object.fromEntries(SUBMISSION_KINDS.map((kind) => [kind.table, value(kind)])) as Record<SubmissionTable, V>;
}

/** Each kind's stages by name, first stage first (private.stages_of says the same; tested). */
export const STAGES_OF: Record<SubmissionTable, readonly StageDecl[]> = byTable((kind) => kind.stages);

/** The role whose job a kind of submission is (admin holds every role): its declaration's. */
export const ROLE_FOR_TABLE: Record<SubmissionTable, StaffRole> = byTable((kind) => kind.role);
