import { X } from "lucide-react";
import type { Person } from "~/content/team";
import { PersonAvatar } from "./PersonAvatar";
import { ProfileLink } from "./ProfileLink";
import { cn } from "~/lib/cn";

/** Invoker commands (HTML): a button opens or closes a <dialog> by id, with no script of ours. */
const invoke = (command: "show-modal" | "close", dialogId: string) => ({ command, commandfor: dialogId });

/**
 * A card whose main part is a button opening the person's biography in a native modal
 * <dialog>, with no script: the button names the dialog through HTML's invoker commands. The
 * browser traps focus in the open dialog, closes it on Escape, the close button or a click
 * outside it (closedby="any"), and returns focus to the button. The profile link sits beside
 * the button, not inside it, so following it never opens the dialog.
 */
export function PersonCard({ person, className }: { person: Person; className?: string }) {
  const dialogId = `person-${person.id}`;
  return (
    <li
      className={cn(
        "flex w-full flex-col rounded-xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]",
        className,
      )}
    >
      <button
        type="button"
        {...invoke("show-modal", dialogId)}
        aria-haspopup="dialog"
        className="flex flex-1 flex-col items-center gap-4 rounded-xl px-6 pb-4 pt-8 text-center"
      >
        <PersonAvatar person={person} className="size-24 text-2xl" />
        <span className="flex flex-col gap-1">
          <span className="text-lg font-semibold text-ink">{person.name}</span>
          <span className="text-sm text-muted">{person.title}</span>
        </span>
        <span className="text-sm font-medium text-brand">Read biography</span>
      </button>
      <dialog
        id={dialogId}
        closedby="any"
        aria-labelledby={`${dialogId}-name`}
        aria-describedby={`${dialogId}-title`}
        className="person-dialog m-auto max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-6 text-left shadow-xl sm:p-8"
      >
        <div className="flex items-center gap-4 pr-8">
          <PersonAvatar person={person} className="size-16 text-lg" />
          <div>
            <h2 id={`${dialogId}-name`} className="text-xl font-bold text-ink">
              {person.name}
            </h2>
            <p id={`${dialogId}-title`} className="text-sm text-muted">
              {person.title}
            </p>
          </div>
        </div>
        <div className="mt-6 space-y-4 text-base leading-relaxed text-slate-700">
          {person.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {person.linkedin ? <ProfileLink href={person.linkedin} personName={person.name} className="mt-6" /> : null}
        <button
          type="button"
          {...invoke("close", dialogId)}
          aria-label="Close"
          className="absolute right-4 top-4 inline-flex size-10 items-center justify-center rounded-md text-muted hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </dialog>
      <div className="flex min-h-12 items-center justify-center border-t border-line px-6 py-3">
        {person.linkedin ? (
          <ProfileLink href={person.linkedin} personName={person.name} />
        ) : (
          <span className="text-sm text-muted">Profile to follow</span>
        )}
      </div>
    </li>
  );
}
