import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClass, dangerButtonClass, secondaryButtonClass } from "./styles";

/**
 * A confirmation for what cannot be undone, or touches many items at once (Radix AlertDialog: focus trapped, Escape cancels,
 * focus returns to the button that opened it).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  safe = false,
  children,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** What it confirms can be changed back (a bulk move): the ordinary button, not the danger one. */
  safe?: boolean;
  children?: ReactNode;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-sm text-muted">{description}</div>
          </AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={secondaryButtonClass}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={safe ? buttonClass : dangerButtonClass} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
