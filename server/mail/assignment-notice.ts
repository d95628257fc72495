import type { SendMailOptions } from "nodemailer";
import { kindOf } from "../../shared/submission-kinds.ts";
import { isSubmissionTable } from "../../shared/submissions.ts";
import { staffNotice } from "./mail-text.ts";

export type ItemAssignedOptions = {
  notice: { id: string; submission_table: string; submission_id: string };
  /** The owner's address and who gave it to them (outbox.ts claims it so). */
  assignment: Record<string, unknown>;
  siteUrl: string;
  from: string;
  to: string[];
};

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });
const stringOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * An inbox item was given to a member of staff: they hear what kind of item, who gave it to them,
 * and where it is. Nothing the visitor typed: the item's page shows it to those who may read it.
 */
export function composeItemAssigned({ notice, assignment, siteUrl, from, to }: ItemAssignedOptions): SendMailOptions {
  const table = notice.submission_table;
  const what = isSubmissionTable(table) ? kindOf(table).singular.toLowerCase() : "item";
  const received = stringOf(assignment.created_at);
  const when = received && !Number.isNaN(Date.parse(received)) ? ` received on ${day.format(new Date(received))}` : "";
  const by = stringOf(assignment.owner_given_by) || "A colleague";
  const link = `${siteUrl.replace(/\/+$/, "")}/admin/#/inbox/${table}/${notice.submission_id}`;
  return staffNotice({
    notice,
    siteUrl,
    from,
    to,
    subject: `Given to you: a ${what}`,
    paragraphs: [`${by} gave you a ${what}${when}. It is yours to answer; it shows under “Mine” in the inbox.`],
    link: { href: link, text: "Open it in the back office" },
  });
}
