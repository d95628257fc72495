import { X } from "lucide-react";
import { jobMessages } from "./messages";

export const APPLICATION_SENT_ID = "application-submitted";

/**
 * The job application's success notice (spec §8), on /careers, where a sent application leads.
 * /careers carries no script, so this is a toast in HTML and CSS: shown only while the address
 * ends in #application-submitted (:target), gone after 5 seconds like the other toasts, or at
 * once with its close link.
 */
export function ApplicationSentNotice() {
  return (
    <div id={APPLICATION_SENT_ID} role="status" className="sent-notice">
      <p className="font-semibold text-green-900">{jobMessages.success.title}</p>
      <p className="mt-1 text-sm text-slate-700">{jobMessages.success.description}</p>
      <a
        href="#"
        aria-label="Close notice"
        className="absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded text-muted hover:bg-slate-100"
      >
        <X aria-hidden="true" className="size-4" />
      </a>
    </div>
  );
}
