import { greetingName } from "~shared/greeting";
import { byTable, type MailDecl } from "~shared/submission-kinds";
import { KIND_SINGULAR, STAGES, type Kind } from "~/admin/vocabulary/kinds";

/** The column holding the person's first name, or their name (its first word is used): the kind's mail names it first. */
const NAME_COLUMN: Record<Kind, string> = byTable((kind) => (kind.mail as MailDecl).name?.[0] ?? "email");

/**
 * Where a reply starts: the stage's usual words when its kind declares some, the person's first
 * name in the greeting (only a plain name, as the acknowledgement does), and a sign-off (the
 * server adds the company's name beneath).
 */
export function replyTemplate(kind: Kind, row: Record<string, unknown>, stage: string | null) {
  const name = greetingName(row[NAME_COLUMN[kind]]);
  const usual = STAGES[kind].find((s) => s.name === stage)?.reply;
  return {
    subject: usual?.subject ?? `Re: your ${KIND_SINGULAR[kind].toLowerCase()} to Kosmos`,
    body: [name ? `Dear ${name},` : "Hello,", usual?.text ?? "", "Kind regards,"].join("\n\n"),
  };
}
