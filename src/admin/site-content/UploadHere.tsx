import { useId, useState } from "react";
import { holds } from "~shared/staff-roles";
import { useUploadPicture } from "../api/media";
import { errorText } from "../api/messages";
import { useStaff } from "../staff-context";
import { inputClass, labelClass } from "../ui/styles";

/** A new picture for the library, uploaded from the field (for those who may add to the library). */
export function UploadHere({ onUploaded }: { onUploaded: (media: string) => void }) {
  const { roles } = useStaff();
  const upload = useUploadPicture();
  const id = useId();
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  if (!holds(roles, "editor")) return null;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Or upload a new picture
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        disabled={upload.isPending}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        onChange={async (event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          setStatus("");
          setError("");
          try {
            onUploaded(await upload.mutateAsync(file));
            setStatus(`${file.name} was uploaded and chosen; it is being prepared, which takes a few seconds.`);
            input.value = "";
          } catch (caught) {
            setError(errorText(caught));
          }
        }}
      />
      <p role="status" className={status ? "mt-1 text-sm text-muted" : "sr-only"}>
        {status}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
