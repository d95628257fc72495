/**
 * The field kinds' checks: what is wrong with a value, in the words the database uses. The
 * database's own, private.checked_content_data, is written a second time in PL/pgSQL: a change
 * here needs the same change there (in a new migration).
 * server/content/field-checks-agree.server.test.ts holds the two equal: every field of every type,
 * a list of good and bad values for its kind, the same answer from both, word for word.
 */
import { isDocumentAddress, isPictureChoice, pictureProblem } from "../picture.ts";
import type { RichDoc, RichNode } from "../rich-text.ts";
import type { ContentField, FieldValue } from "./field-kinds.ts";

const LINK = /^(https:\/\/[^\s/]+\S*|mailto:[^\s@]+@[^\s@]+|\/([^/\s]\S*)?)$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOWNLOAD = /^https:\/\/[^\s/]+\S*$/;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]/;

/**
 * What is wrong with a field's value, in the words the database uses (private.checked_content_data
 * says the same, and refuses whatever the browser lets through), or null when it is fine.
 */
export function fieldProblem(
  field: ContentField,
  raw: FieldValue | undefined,
  isSitePath: (path: string) => boolean = () => true,
): string | null {
  if (field.kind === "image")
    return pictureProblem(field.label, field.required, isPictureChoice(raw) ? raw : undefined);
  if (field.kind === "richText") {
    const doc = typeof raw === "object" && !Array.isArray(raw) && !isPictureChoice(raw) ? raw : undefined;
    return richTextProblem(field, doc, isSitePath);
  }
  if (field.kind === "flag") return raw == null || typeof raw === "boolean" ? null : `${field.label}: yes or no`;
  if (field.kind === "choices") return choicesProblem(field, Array.isArray(raw) ? raw : []);
  if (raw !== undefined && raw !== null && typeof raw !== "string") return `${field.label}: must be text`;
  const value = (raw ?? "").trim();
  if (value === "") return field.required ? `${field.label}: this field is required` : null;
  const length = [...value].length;
  if (length > field.max) return `${field.label}: at most ${field.max} characters (this has ${length})`;
  if (CONTROL.test(value) || (field.kind !== "longText" && /[\r\n]/.test(value))) {
    return `${field.label}: one line of text, without control characters`;
  }
  if (field.kind === "date" && !isCalendarDate(value)) return `${field.label}: a date as YYYY-MM-DD`;
  if (field.kind === "url" && !LINK.test(value)) {
    return `${field.label}: an address starting with https://, mailto: or / (a page of this site)`;
  }
  if (field.kind === "url") {
    const missing = missingSitePath(value, isSitePath);
    if (missing) return `${field.label}: ${missing} is not a page of this site`;
  }
  if (field.kind === "document" && !(DOWNLOAD.test(value) || isDocumentAddress(value))) {
    return `${field.label}: a PDF of the media library, or an address starting with https://`;
  }
  if (field.kind === "email" && !EMAIL.test(value)) return `${field.label}: an e-mail address`;
  if (field.kind === "money" && !/^[1-9][0-9]{0,6}$/.test(value)) {
    return `${field.label}: whole pounds, digits only, such as 60000`;
  }
  if (field.kind === "choice" && !field.options?.some((option) => option.value === value)) {
    return `${field.label}: one of ${field.options?.map((option) => option.value).join(", ")}`;
  }
  return null;
}

function choicesProblem(field: ContentField, chosen: readonly string[]): string | null {
  if (chosen.length === 0) return field.required ? `${field.label}: choose at least one` : null;
  const values = field.options?.map((option) => option.value) ?? [];
  if (chosen.some((value) => !values.includes(value)) || new Set(chosen).size !== chosen.length) {
    return `${field.label}: each one of ${values.join(", ")}, once`;
  }
  return null;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The nodes and marks rich text may hold: what the page renders (src/components/sections/RichText.tsx). */
export const RICH_TEXT_TYPES = [
  "doc",
  "paragraph",
  "heading",
  "bulletList",
  "orderedList",
  "listItem",
  "blockquote",
  "text",
  "hardBreak",
  "bold",
  "italic",
  "link",
  "image",
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The page an address of this site leads to (its path without query, fragment or closing slash),
 * or null for an address elsewhere. private.site_path_of says the same in the database.
 */
export function sitePathOf(href: string): string | null {
  if (!href.startsWith("/")) return null;
  return href.split("#")[0]!.split("?")[0]!.replace(/\/+$/, "") || "/";
}

/** The site's path a link leads to when no page is there, or null. */
function missingSitePath(href: string, isSitePath: (path: string) => boolean): string | null {
  const path = sitePathOf(href);
  return path !== null && !isSitePath(path) ? path : null;
}

function richTextProblem(
  field: ContentField,
  doc: RichDoc | undefined,
  isSitePath: (path: string) => boolean,
): string | null {
  const types: string[] = [];
  const hrefs: unknown[] = [];
  let text = "";
  let pictures = 0;
  const walk = (node: RichNode) => {
    types.push(node.type);
    if (node.type === "image") pictures += 1;
    if (typeof node.text === "string") text += node.text;
    for (const mark of node.marks ?? []) {
      types.push(mark.type);
      if (mark.type === "image") pictures += 1;
      if (mark.type === "link") hrefs.push(mark.attrs?.href);
    }
    (node.content ?? []).forEach(walk);
  };
  if (doc) walk(doc as RichNode);
  // A document of pictures alone is not empty.
  if (text.trim() === "" && pictures === 0) return field.required ? `${field.label}: this field is required` : null;
  const unknown = types.find((type) => !(RICH_TEXT_TYPES as readonly string[]).includes(type));
  if (unknown) return `${field.label}: holds ${unknown}, which a page cannot show`;
  const blocks = doc?.content ?? [];
  if (blocks.filter((node) => node.type === "image").length !== pictures) {
    return `${field.label}: a picture stands on its own line, not inside a list or a paragraph`;
  }
  const pictureProblems = blocks
    .filter((node) => node.type === "image")
    .map((node, index) => {
      const label = `${field.label}, picture ${index + 1}`;
      const attrs = node.attrs;
      if (!isPictureChoice(attrs) || !UUID.test(attrs.media)) return `${label}: must be a picture of the library`;
      return pictureProblem(label, true, {
        media: attrs.media,
        alt: typeof attrs.alt === "string" ? attrs.alt : "",
        decorative: attrs.decorative === true,
      });
    });
  const picture = pictureProblems.find(Boolean);
  if (picture) return picture;
  if (hrefs.some((href) => typeof href !== "string" || !LINK.test(href))) {
    return `${field.label}: every link an address starting with https://, mailto: or / (a page of this site)`;
  }
  const missing = hrefs.map((href) => missingSitePath(href as string, isSitePath)).find(Boolean);
  if (missing) return `${field.label}: ${missing} is not a page of this site`;
  const length = [...text.trim()].length;
  if (length > field.max) return `${field.label}: at most ${field.max} characters (this has ${length})`;
  return null;
}
