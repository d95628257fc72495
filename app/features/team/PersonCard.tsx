import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import type { Person } from "~/content/team";
import { PersonAvatar } from "./PersonAvatar";
import { ProfileLink } from "./ProfileLink";

/**
 * A card whose main part is a button opening the person's biography in a dialog. The profile
 * link sits beside the button, not inside it, so following it never opens the dialog.
 * Radix returns focus to the button when the dialog closes (Escape, the close button, outside click).
 */
export function PersonCard({ person }: { person: Person }) {
  return (
    <li className="flex flex-col rounded-xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      <Dialog.Root>
        <Dialog.Trigger className="flex flex-1 flex-col items-center gap-4 rounded-xl px-6 pb-4 pt-8 text-center">
          <PersonAvatar person={person} className="size-24 text-2xl" />
          <span className="flex flex-col gap-1">
            <span className="text-lg font-semibold text-ink">{person.name}</span>
            <span className="text-sm text-muted">{person.title}</span>
          </span>
          <span className="text-sm font-medium text-brand">Read biography</span>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[70] bg-slate-950/60" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-[80] max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:p-8">
            <div className="flex items-center gap-4 pr-8">
              <PersonAvatar person={person} className="size-16 text-lg" />
              <div>
                <Dialog.Title className="text-xl font-bold text-ink">{person.name}</Dialog.Title>
                <Dialog.Description className="text-sm text-muted">{person.title}</Dialog.Description>
              </div>
            </div>
            <div className="mt-6 space-y-4 text-base leading-relaxed text-slate-700">
              {person.bio.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {person.linkedin ? <ProfileLink href={person.linkedin} personName={person.name} className="mt-6" /> : null}
            <Dialog.Close
              aria-label="Close"
              className="absolute right-4 top-4 inline-flex size-10 items-center justify-center rounded-md text-muted hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
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
