import type { SendMailOptions } from "nodemailer";
import { kindOf } from "../../shared/submission-kinds.ts";
import { isSubmissionTable } from "../../shared/submissions.ts";
import { staffNotice } from "./mail-text.ts";

export type NoteMentionOptions = {
  notice: { id: string };
  /** The note's item (`kind`, `item_id`) and its author (outbox.ts claims it so). */
  note: Record<string, unknown>;
  siteUrl: string;
  from: string;
  to: string[];
};

const stringOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A colleague mentioned someone in a note on an inbox item: they hear who, on what kind of item,
 * and where. Not the note's words nor anything the visitor sent: the item's page shows them to
 * those who may read it.
 */
export function composeNoteMention({ notice, note, siteUrl, from, to }: NoteMentionOptions): SendMailOptions {
  const kind = stringOf(note.kind);
  const what = isSubmissionTable(kind) ? kindOf(kind).singular.toLowerCase() : "inbox item";
  const by = stringOf(note.author_email) || "A colleague";
  const link = `${siteUrl.replace(/\/+$/, "")}/admin/#/inbox/${kind}/${stringOf(note.item_id)}`;
  return staffNotice({
    notice,
    siteUrl,
    from,
    to,
    subject: `${by} mentioned you in a note`,
    paragraphs: [`${by} mentioned you in a note on a ${what}.`],
    link: { href: link, text: "Read the note in the back office" },
  });
}
