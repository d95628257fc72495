import { diffWords } from "diff";
import { useId, useState } from "react";
import type { ContentTypeDecl } from "~shared/content-types";
import { RenderedDifference } from "./RenderedDifference";
import { labelClass, inputClass } from "../ui/styles";
import type { ItemVersion } from "./api";
import { fieldText } from "./field-text";

/**
 * Two versions of an item side by side, field by field: each field that differs with its words
 * removed and added (rich text read as its words), the others counted. Newest first in the lists;
 * by default the version before the newest against the newest.
 */
export function VersionCompare({
  decl,
  itemId,
  versions,
}: {
  decl: ContentTypeDecl;
  /** The item whose pages the rendered difference shows (none in a component test). */
  itemId?: string;
  versions: ItemVersion[];
}) {
  // Until someone chooses, the newest two: the history may grow while it is open (a save).
  const [chosenFrom, setFrom] = useState<number | null>(null);
  const [chosenTo, setTo] = useState<number | null>(null);
  const from = chosenFrom ?? versions[1]!.version;
  const to = chosenTo ?? versions[0]!.version;
  const id = useId();
  const before = versions.find((v) => v.version === from);
  const after = versions.find((v) => v.version === to);
  const changed = decl.fields
    .map((field) => ({
      field,
      old: fieldText(before?.data[field.name]),
      next: fieldText(after?.data[field.name]),
    }))
    .filter(({ old, next }) => old !== next);
  const liveChanged = before && after && before.live !== after.live;

  const choice = (label: string, value: number, onChange: (version: number) => void) => (
    <div>
      <label htmlFor={`${id}-${label}`} className={labelClass}>
        {label}
      </label>
      <select
        id={`${id}-${label}`}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {versions.map((version) => (
          <option key={version.version} value={version.version}>
            Version {version.version}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="space-y-3 border-t border-line pt-4">
      <h3 className="font-semibold">Compare two versions</h3>
      <div className="flex flex-wrap gap-3">
        {choice("From", from, setFrom)}
        {choice("To", to, setTo)}
      </div>
      <div aria-live="polite" className="space-y-3">
        {from === to ? (
          <p className="text-sm">Choose two different versions.</p>
        ) : changed.length === 0 && !liveChanged ? (
          <p className="text-sm">
            Versions {from} and {to} say the same.
          </p>
        ) : (
          <dl className="space-y-3" aria-label={`What changed from version ${from} to version ${to}`}>
            {liveChanged && (
              <div>
                <dt className="text-sm font-medium">On the site</dt>
                <dd className="text-sm">
                  {after!.live ? "Shown in the later version" : "Hidden in the later version"}
                </dd>
              </div>
            )}
            {changed.map(({ field, old, next }) => (
              <div key={field.name}>
                <dt className="text-sm font-medium">{field.label}</dt>
                <dd className="whitespace-pre-line break-words text-sm">
                  <WordDifference before={old} after={next} />
                </dd>
              </div>
            ))}
          </dl>
        )}
        {from !== to && (
          <p className="text-sm text-muted">
            {decl.fields.length - changed.length} of {decl.fields.length} fields unchanged.
          </p>
        )}
      </div>
      {itemId && from !== to && <RenderedDifference key={`${from}-${to}`} itemId={itemId} from={from} to={to} />}
    </div>
  );
}

/** The words removed (struck through, said as "removed") and added (underlined, said as "added"). */
function WordDifference({ before, after }: { before: string; after: string }) {
  return (
    <>
      {diffWords(before, after).map((part, i) =>
        part.removed ? (
          <del key={i} className="bg-red-50 text-red-900 line-through">
            <span className="sr-only">removed: </span>
            {part.value}
          </del>
        ) : part.added ? (
          <ins key={i} className="bg-green-50 text-green-900 underline">
            <span className="sr-only">added: </span>
            {part.value}
          </ins>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </>
  );
}
