import { useId } from "react";
import type { PictureSlot } from "~shared/content-types";
import type { PictureChoice } from "~shared/picture";
import { controlClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { thumbnailOf, useFileAddress, useLibrary } from "../api/media";
import { shapeMismatch, slotWords } from "./picture-slot";
import { UploadHere } from "./UploadHere";
import { inputClass, labelClass } from "../ui/styles";

/**
 * An image field: a picture chosen from the media library, with its alternative text or marked
 * decorative (the database refuses neither, private.checked_picture). Whoever may add to the
 * library uploads a new one here too: it is chosen at once and ready within seconds. It says
 * what its place on the page wants (`slot`) and shows the chosen picture as the page will crop it.
 */
export function PictureField({
  name,
  label,
  help,
  slot,
  error,
  value,
  onChange,
}: {
  name: string;
  label: string;
  help?: string;
  slot?: PictureSlot;
  error?: string;
  value: PictureChoice | null;
  onChange: (value: PictureChoice | null) => void;
}) {
  const id = useId();
  const library = useLibrary();
  // Pictures being prepared are offered too: one uploaded here is chosen before it is ready.
  const offered = (library.data ?? []).filter((picture) => picture.kind !== "document" && picture.state !== "refused");
  const ready = offered.filter((picture) => picture.state === "ready");
  const chosen = ready.find((picture) => picture.id === value?.media) ?? null;
  const thumbnail = useFileAddress(chosen ? (thumbnailOf(chosen.files)?.name ?? null) : null);
  const mismatch = slot && chosen ? shapeMismatch(slot, chosen.width, chosen.height) : null;
  const describedBy =
    [slot && `${id}-slot`, help && `${id}-help`, mismatch && `${id}-shape`, error && `${id}-error`]
      .filter(Boolean)
      .join(" ") || undefined;
  // The preview has the place's shape, cropped as the page crops (a place that shows it whole, the picture's own).
  const previewStyle =
    slot?.ratio && chosen
      ? {
          aspectRatio: `${slot.ratio[0]} / ${slot.ratio[1]}`,
          objectPosition: `${chosen.focal_x * 100}% ${chosen.focal_y * 100}%`,
        }
      : undefined;
  const choice = value ?? { media: "", alt: "", decorative: false };
  const set = (change: Partial<PictureChoice>) => {
    const next = { ...choice, ...change };
    onChange(next.media ? next : null);
  };
  return (
    <fieldset data-field={name} className="space-y-3 rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-medium text-ink">{label}</legend>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex w-40 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100">
          {thumbnail ? (
            <img
              src={thumbnail}
              alt=""
              data-testid="crop-preview"
              className={cn("w-full", slot?.ratio ? "object-cover" : "h-auto object-contain")}
              style={previewStyle}
            />
          ) : (
            <div
              className="w-full"
              style={{ aspectRatio: slot?.ratio ? `${slot.ratio[0]} / ${slot.ratio[1]}` : "4 / 3" }}
            />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <label htmlFor={`${id}-media`} className={labelClass}>
              Picture
            </label>
            <select
              id={`${id}-media`}
              name={name}
              value={choice.media}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              onChange={(event) => set({ media: event.target.value })}
              className={cn(controlClasses, "mt-1 min-h-11")}
            >
              <option value="">No picture</option>
              {offered.map((picture) => (
                <option key={picture.id} value={picture.id}>
                  {picture.state === "ready" ? picture.name : `${picture.name} (being prepared)`}
                </option>
              ))}
            </select>
          </div>
          <UploadHere onUploaded={(media) => set({ media })} />
          {choice.media && (
            <>
              <div>
                <label htmlFor={`${id}-alt`} className={labelClass}>
                  Alternative text
                </label>
                <input
                  id={`${id}-alt`}
                  name={`${name}-alt`}
                  value={choice.decorative ? "" : choice.alt}
                  disabled={choice.decorative}
                  maxLength={300}
                  onChange={(event) => set({ alt: event.target.value })}
                  aria-describedby={`${id}-alt-help`}
                  className={inputClass}
                />
                <p id={`${id}-alt-help`} className="mt-1 text-sm text-muted">
                  What the picture shows, for those who cannot see it.
                </p>
              </div>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={`${name}-decorative`}
                  checked={choice.decorative}
                  onChange={(event) => set({ decorative: event.target.checked })}
                  className="size-5"
                />
                Decorative: it adds nothing the page’s text does not say
              </label>
            </>
          )}
        </div>
      </div>
      {slot && (
        <p id={`${id}-slot`} className="text-sm text-muted">
          {slotWords(slot)}
        </p>
      )}
      {help && (
        <p id={`${id}-help`} className="text-sm text-muted">
          {help}
        </p>
      )}
      {mismatch && (
        <p id={`${id}-shape`} className="text-sm font-medium text-amber-900">
          {mismatch}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
