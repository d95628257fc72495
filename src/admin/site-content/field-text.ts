import type { FieldValue } from "~shared/content-types";
import { isPictureChoice } from "~shared/picture";
import { richTextPlain } from "~shared/rich-text";

/** A field's value as words, for reading an earlier version. */
export function fieldText(value: FieldValue | undefined): string {
  if (value === undefined || value === "") return "(empty)";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.join(", ") || "(empty)";
  if (isPictureChoice(value)) return value.decorative ? "A picture marked decorative" : `A picture: “${value.alt}”`;
  // Links keep their text; the address a plain-text rendering would add is not needed here.
  return richTextPlain(value, location.origin).trim() || "(empty)";
}
