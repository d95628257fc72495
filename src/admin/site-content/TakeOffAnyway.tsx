import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useStaff } from "~/admin/staff-context";
import { errorText } from "../api/messages";
import { fromDatabase } from "../api/request";
import { TextAreaField } from "../ui/Field";
import { buttonClass, secondaryButtonClass } from "../ui/styles";
import type { SiteItem } from "./api";

/**
 * A page other items link to was kept on the site: an admin may take it off anyway, saying why
 * (the log keeps the reason and the links it broke); anyone else changes those links first.
 */
export function TakeOffAnyway({
  item,
  title,
  onDone,
  onCancel,
}: {
  item: SiteItem;
  title: string;
  onDone: (saved: SiteItem) => void;
  onCancel: () => void;
}) {
  const { client } = useStaff();
  const queries = useQueryClient();
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const takeOff = useMutation({
    mutationFn: async () =>
      (await fromDatabase(
        client.rpc("take_off_with_override", { p_item: item.id, p_version: item.version, p_reason: reason }),
      )) as unknown as SiteItem,
    onSettled: () => queries.invalidateQueries({ queryKey: ["site-content"] }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError("");
    try {
      onDone(await takeOff.mutateAsync());
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Take ${title} off anyway`}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <TextAreaField
        label="Why it goes off although links lead to it"
        hint="At least a sentence: the audit log keeps it with the links it breaks."
        rows={2}
        maxLength={500}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass} disabled={takeOff.isPending}>
          Take it off anyway
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          Keep it on the site
        </button>
      </div>
    </form>
  );
}
