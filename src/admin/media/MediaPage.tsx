import { useRef, useState, type FormEvent } from "react";
import { holds } from "~shared/staff-roles";
import { useStaff } from "~/admin/staff-context";
import { documentAddress, documentSize } from "~shared/picture";
import {
  thumbnailOf,
  useDeletePicture,
  useFileAddress,
  useLibrary,
  usePictureUses,
  useSetFocalPoint,
  useReplaceFile,
  useUploadPicture,
  type LibraryPicture,
} from "../api/media";
import { errorText } from "../api/messages";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { formatDateTime, PageHeading } from "../ui/PageHeading";
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from "../ui/styles";

const ACCEPTED = "image/jpeg,image/png,image/webp,image/avif,application/pdf";

/**
 * The media library: pictures editors upload, which every content editor picks from.
 * Each shows its state (being prepared, ready, or refused with the reason), where it is used, and
 * its focal point; a picture in use cannot be deleted (the database names where it is used).
 */
export function MediaPage() {
  const { roles } = useStaff();
  const manages = holds(roles, "editor");
  const library = useLibrary();
  return (
    <>
      <PageHeading>Media library</PageHeading>
      {manages && <UploadForm />}
      {library.isPending && <Loading label="Loading the library…" />}
      {library.isError && (
        <ErrorPanel
          title="The library could not be loaded"
          message={errorText(library.error)}
          onRetry={() => void library.refetch()}
        />
      )}
      {library.data?.length === 0 && <p className="text-muted">No pictures yet.</p>}
      {library.data && library.data.length > 0 && (
        <ul aria-label="Pictures" className="divide-y divide-line rounded-lg border border-line bg-white">
          {library.data.map((picture) => (
            <PictureRow key={picture.id} picture={picture} manages={manages} />
          ))}
        </ul>
      )}
    </>
  );
}

function UploadForm() {
  const upload = useUploadPicture();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError("");
    setStatus("");
    const file = input.current?.files?.[0];
    if (!file) {
      setError("Choose a file to upload.");
      return input.current?.focus();
    }
    try {
      await upload.mutateAsync(file);
      setStatus(`${file.name} was uploaded; it is being prepared.`);
      if (input.current) input.current.value = "";
    } catch (caught) {
      setError(errorText(caught));
      input.current?.focus();
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a picture"
      className="mb-6 space-y-3 rounded-lg border border-line bg-white p-4"
    >
      <div>
        <label htmlFor="media-file" className={labelClass}>
          File
        </label>
        <input
          ref={input}
          id="media-file"
          name="file"
          type="file"
          accept={ACCEPTED}
          aria-describedby="media-file-hint media-file-error"
          aria-invalid={error ? true : undefined}
          className={inputClass}
        />
        <p id="media-file-hint" className="mt-1 text-sm text-muted">
          A picture (JPEG, PNG, WebP or AVIF, up to 40 million pixels) or a PDF document, up to 25 MB. A picture's
          camera details and location are removed; each place that shows it asks for its alternative text. A PDF becomes
          a download for resources and documentation.
        </p>
        {error && (
          <p id="media-file-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={buttonClass} disabled={upload.isPending}>
        {upload.isPending ? "Uploading…" : "Upload"}
      </button>
      <StatusMessage message={status} />
    </form>
  );
}

function stateText(picture: LibraryPicture): string {
  if (picture.state === "ready" && picture.kind === "document") {
    return `${documentSize(picture.bytes ?? 0)}, downloaded from ${documentAddress(picture.id)}`;
  }
  if (picture.state === "ready") return `${picture.width} × ${picture.height} pixels`;
  if (picture.state === "refused") return `Refused: ${picture.problem ?? ""}`;
  return "Being prepared…";
}

function PictureRow({ picture, manages }: { picture: LibraryPicture; manages: boolean }) {
  const thumbnail = useFileAddress(thumbnailOf(picture.files)?.name ?? null);
  const remove = useDeletePicture();
  const [error, setError] = useState("");
  const headingId = `picture-${picture.id}`;
  return (
    <li className="flex flex-col gap-4 p-4 sm:flex-row" aria-labelledby={headingId}>
      <div className="size-32 shrink-0 overflow-hidden rounded-md bg-slate-100">
        {thumbnail && (
          <img
            src={thumbnail}
            alt=""
            className="size-full object-cover"
            style={{ objectPosition: `${picture.focal_x * 100}% ${picture.focal_y * 100}%` }}
          />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <h2 id={headingId} className="font-semibold break-words">
          {picture.name}
        </h2>
        <p className={picture.state === "refused" ? "text-sm font-medium text-red-700" : "text-sm text-muted"}>
          {stateText(picture)}
        </p>
        <p className="text-sm text-muted">
          Added {formatDateTime(picture.created_at)}
          {picture.created_by ? ` by ${picture.created_by}` : ""}
        </p>
        {picture.kind !== null && <Uses id={picture.id} />}
        {picture.state === "ready" && manages && picture.kind === "image" && (
          <FocalPoint picture={picture} thumbnail={thumbnail} />
        )}
        {manages && picture.kind === "document" && <ReplaceFile picture={picture} />}
        {manages && (
          <ConfirmDialog
            trigger={
              <button type="button" className={secondaryButtonClass}>
                Delete {picture.name}
              </button>
            }
            title={`Delete ${picture.name}?`}
            description="The picture and its files are removed from the library. A picture a page uses cannot be deleted."
            confirmLabel="Delete"
            onConfirm={() => {
              setError("");
              remove.mutate(picture.id, { onError: (caught) => setError(errorText(caught)) });
            }}
          />
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}

function Uses({ id }: { id: string }) {
  const uses = usePictureUses(id);
  if (!uses.data) return null;
  if (uses.data.length === 0) return <p className="text-sm text-muted">Not used on the site.</p>;
  return (
    <div className="text-sm">
      <p className="font-medium">Used in</p>
      <ul className="list-disc pl-5">
        {uses.data.map((use) => (
          <li key={`${use.item_id}-${use.field}`}>
            {use.title} ({use.field}){use.live ? "" : ", hidden from the public"}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Where the subject is, in percent from the left and the top: a crop (a round photo) keeps it in
 * view. Set by clicking on the picture, or typed (the keyboard's way; the fields show the click).
 */
function FocalPoint({ picture, thumbnail }: { picture: LibraryPicture; thumbnail: string | null }) {
  const save = useSetFocalPoint();
  const [x, setX] = useState(Math.round(picture.focal_x * 100));
  const [y, setY] = useState(Math.round(picture.focal_y * 100));
  const [status, setStatus] = useState("");
  const id = `focal-${picture.id}`;
  return (
    <form
      aria-label={`Focal point of ${picture.name}`}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setStatus("");
        save.mutate(
          { id: picture.id, x: x / 100, y: y / 100 },
          {
            onSuccess: () => setStatus("Focal point saved; the pages that show the picture are published again."),
            onError: (caught) => setStatus(errorText(caught)),
          },
        );
      }}
    >
      {thumbnail && (
        <div className="w-full">
          <p id={`${id}-how`} className="text-sm text-muted">
            Click on the subject, then save.
          </p>
          <div className="relative mt-1 inline-block max-w-full">
            {/* The fields below are the keyboard's way to the same values. */}
            <img
              src={thumbnail}
              alt={`${picture.name}: click where its subject is`}
              data-testid={`${id}-picture`}
              className="block max-h-64 max-w-full cursor-crosshair rounded-md"
              onClick={(event) => {
                const box = event.currentTarget.getBoundingClientRect();
                setX(Math.round(((event.clientX - box.left) / box.width) * 100));
                setY(Math.round(((event.clientY - box.top) / box.height) * 100));
              }}
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand shadow"
              style={{ left: `${x}%`, top: `${y}%` }}
            />
          </div>
        </div>
      )}
      {(
        [
          ["x", "Subject across (% from the left)", x, setX],
          ["y", "Subject down (% from the top)", y, setY],
        ] as const
      ).map(([axis, label, value, set]) => (
        <div key={axis}>
          <label htmlFor={`${id}-${axis}`} className={labelClass}>
            {label}
          </label>
          <input
            id={`${id}-${axis}`}
            type="number"
            min={0}
            max={100}
            value={value}
            onChange={(event) => set(Math.min(100, Math.max(0, Number(event.target.value) || 0)))}
            className={`${inputClass} w-28`}
          />
        </div>
      ))}
      <button type="submit" className={secondaryButtonClass} disabled={save.isPending}>
        Save focal point
      </button>
      <StatusMessage message={status} />
    </form>
  );
}

/** A document's new version: uploaded, prepared, and offered at the same address. */
function ReplaceFile({ picture }: { picture: LibraryPicture }) {
  const replace = useReplaceFile();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState("");
  const id = `replace-${picture.id}`;
  return (
    <form
      aria-label={`Replace ${picture.name}`}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const file = input.current?.files?.[0];
        if (!file) return setStatus("Choose the new file first.");
        setStatus("");
        replace.mutate(
          { id: picture.id, file },
          {
            onSuccess: () => setStatus("Replaced; its address stays the same."),
            onError: (caught) => setStatus(errorText(caught)),
          },
        );
      }}
    >
      <div>
        <label htmlFor={id} className={labelClass}>
          New version (PDF)
        </label>
        <input ref={input} id={id} type="file" accept="application/pdf" className={inputClass} />
      </div>
      <button type="submit" className={secondaryButtonClass} disabled={replace.isPending}>
        Replace file
      </button>
      <StatusMessage message={status} />
    </form>
  );
}
