import { useId } from "react";
import { documentAddress, documentSize } from "~shared/picture";
import { controlClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { useLibrary } from "../api/media";
import { labelClass } from "../ui/styles";

/**
 * A download chosen among the media library's PDFs: it fills the download address with the
 * document's stable address (/media/documents/<id>.pdf), which stays when the file is replaced.
 */
export function DownloadPicker({ value, onChange }: { value: string; onChange: (address: string) => void }) {
  const id = useId();
  const documents = (useLibrary().data ?? []).filter((file) => file.kind === "document" && file.state === "ready");
  const chosen = documents.find((document) => documentAddress(document.id) === value);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        PDF from the media library (optional)
      </label>
      <select
        id={id}
        value={chosen ? chosen.id : ""}
        onChange={(event) => onChange(event.target.value ? documentAddress(event.target.value) : "")}
        className={cn(controlClasses, "mt-1 min-h-11")}
      >
        <option value="">{value && !chosen ? "Another address (below)" : "None"}</option>
        {documents.map((document) => (
          <option key={document.id} value={document.id}>
            {document.name} ({documentSize(document.bytes ?? 0)})
          </option>
        ))}
      </select>
    </div>
  );
}
