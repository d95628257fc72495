import type { SendMailOptions } from "nodemailer";
import { kindOf } from "../../shared/submission-kinds.ts";
import { isSubmissionTable } from "../../shared/submissions.ts";
import { ERASURE_WITHIN } from "../../shared/your-data.ts";
import { staffNotice } from "./mail-text.ts";

export type ErasureRequestedOptions = {
  notice: { id: string; submission_table: string; submission_id: string };
  /** When they asked (outbox.ts claims it so). */
  request: Record<string, unknown>;
  siteUrl: string;
  from: string;
  to: string[];
};

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

/**
 * An applicant asked, with the link in their acknowledgement, for their application to be erased:
 * its owner (or its team) hears which kind and where to confirm it. Nothing the applicant typed.
 */
export function composeErasureRequested({
  notice,
  request,
  siteUrl,
  from,
  to,
}: ErasureRequestedOptions): SendMailOptions {
  const table = notice.submission_table;
  const what = isSubmissionTable(table) ? kindOf(table).singular.toLowerCase() : "application";
  const asked = typeof request.requested_at === "string" ? new Date(request.requested_at) : null;
  const when = asked && !Number.isNaN(asked.getTime()) ? ` on ${day.format(asked)}` : "";
  return staffNotice({
    notice,
    siteUrl,
    from,
    to,
    subject: `Erasure asked for: a ${what}`,
    paragraphs: [
      `An applicant asked${when}, with the link in their acknowledgement, for their ${what} to be erased.`,
      `Open it and confirm the erasure within ${ERASURE_WITHIN}; it erases that application and its files, nothing else.`,
    ],
    link: {
      href: `${siteUrl.replace(/\/+$/, "")}/admin/#/inbox/${table}/${notice.submission_id}`,
      text: "Open it in the back office",
    },
  });
}
