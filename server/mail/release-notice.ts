import type { SendMailOptions } from "nodemailer";
import { staffNotice } from "./mail-text.ts";

export type ReleaseWaitingOptions = {
  notice: { id: string };
  /** The release's row (public.content_releases, to_jsonb), with `changes`: how many items it changes. */
  release: Record<string, unknown>;
  siteUrl: string;
  from: string;
  to: string[];
};

const stringOf = (value: unknown) => (typeof value === "string" ? value : "");

/** A release waits for sign-off: the colleagues who may sign it off hear what, by whom, and where. */
export function composeReleaseWaiting({ notice, release, siteUrl, from, to }: ReleaseWaitingOptions): SendMailOptions {
  const name = stringOf(release.name) || "a release";
  const link = `${siteUrl.replace(/\/+$/, "")}/admin/#/releases`;
  const changes = typeof release.changes === "number" ? release.changes : 0;
  const subject = `To sign off: ${name}`;
  const lead = `${stringOf(release.submitted_by) || "A colleague"} submitted the release “${name}” (${changes} ${
    changes === 1 ? "change" : "changes"
  }) for your sign-off. Once signed off, its changes are published together.`;
  return staffNotice({
    notice,
    siteUrl,
    from,
    to,
    subject,
    paragraphs: [lead],
    link: { href: link, text: "Preview and sign it off in the back office" },
  });
}
