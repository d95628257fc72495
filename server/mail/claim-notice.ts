import type { SendMailOptions } from "nodemailer";
import { staffNotice } from "./mail-text.ts";

export type ClaimDueOptions = {
  notice: { id: string };
  /** The claim's row (public.content_claims, to_jsonb), with its item's `title`, `label` and `live`. */
  claim: Record<string, unknown>;
  siteUrl: string;
  from: string;
  to: string[];
};

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });
const stringOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A claim's review date has come: its owner hears which claim, on which item, what its evidence
 * is, and whether the item went off the site with it, with a link to the claims register.
 */
export function composeClaimDue({ notice, claim, siteUrl, from, to }: ClaimDueOptions): SendMailOptions {
  const title = stringOf(claim.title) || "an item";
  const wording = stringOf(claim.wording);
  const reviewBy = stringOf(claim.review_by);
  const dated = /^\d{4}-\d{2}-\d{2}$/.test(reviewBy) ? day.format(new Date(`${reviewBy}T00:00:00Z`)) : reviewBy;
  const link = `${siteUrl.replace(/\/+$/, "")}/admin/#/claims`;
  const subject = `Claim to review: ${wording}`;
  const lead = `The evidence for the claim “${wording}” (${stringOf(claim.label) || "a field"} of “${title}”) was due for review on ${dated}.`;
  const outcome = claim.taken_off_at
    ? "The item is off the site until the evidence is reviewed and it is shown again."
    : "It stays on the site; record the evidence again (or change the claim) to review it.";
  const evidence = claim.placeholder
    ? "Its evidence is still a placeholder: record the real evidence."
    : `Its evidence: ${stringOf(claim.evidence_source).replace(/[.\s]+$/, "") || "a document of the media library"}.`;
  return staffNotice({
    notice,
    siteUrl,
    from,
    to,
    subject,
    paragraphs: [lead, outcome, evidence],
    link: { href: link, text: "Review it in the claims register" },
  });
}
