import type { StaffRole } from "./staff-roles";
import { POSITION_TITLE_MAX } from "./submission-kinds";

/**
 * Each kind of content staff publish, declared once (issue 37, docs/decisions/037-publishing.md):
 * its fields (label, kind, limit, required), the role that edits it, and the routes that show it.
 * The database's rules (private.content_types, written by `npm run gen:content-types` into a
 * migration; server/content/content-types.server.test.ts holds the two equal), the back office's
 * editor (src/admin/content/), the pages' data (src/lib/content.ts) and the routes a publish
 * re-renders (server/publish/) all derive from it. Adding a type is one declaration here, its
 * seed in src/content/ and the page that shows it.
 */
export type FieldKind = "text" | "longText" | "date" | "url" | "email";

export type ContentField = {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Characters after trimming (the database says the same). */
  max: number;
  /** Said under the field in the back office. */
  help?: string;
};

export type ContentTypeDecl = {
  type: string;
  /** The back office's names: the list's heading and one item. */
  label: string;
  itemLabel: string;
  role: StaffRole;
  /** The field that names an item in lists; its slug is made from it. */
  titleField: string;
  fields: readonly ContentField[];
  /** The routes whose pages show this content: a publish re-renders exactly these. */
  routes: readonly string[];
};

const text = (name: string, label: string, max: number, extra: Partial<ContentField> = {}): ContentField => ({
  name,
  label,
  kind: "text",
  required: true,
  max,
  ...extra,
});

export const CONTENT_TYPES = [
  {
    type: "position",
    label: "Open positions",
    itemLabel: "Position",
    role: "careers",
    titleField: "title",
    fields: [
      // The application form stores the title as the job_applications row's position_title.
      text("title", "Title", POSITION_TITLE_MAX, { help: "Shown on /careers and chosen on /apply." }),
      text("department", "Department", 80),
      text("location", "Location", 80),
      { name: "description", label: "Description", kind: "longText", required: true, max: 2000 },
      {
        name: "datePosted",
        label: "Date posted",
        kind: "date",
        required: true,
        max: 10,
        help: "Search engines show it with the job.",
      },
    ],
    routes: ["/careers", "/apply"],
  },
] as const satisfies readonly ContentTypeDecl[];

export type ContentTypeName = (typeof CONTENT_TYPES)[number]["type"];
type FieldsOf<T extends ContentTypeName> = Extract<(typeof CONTENT_TYPES)[number], { type: T }>["fields"][number];
/** One item's data: every field a string (dates as YYYY-MM-DD); an optional field may be absent. */
export type ContentData<T extends ContentTypeName> = {
  [F in FieldsOf<T> as F["required"] extends true ? F["name"] : never]: string;
} & { [F in FieldsOf<T> as F["required"] extends true ? never : F["name"]]?: string };

/** An item as the pages read it: its slug and data, in the editors' order. */
export type ContentEntry<T extends ContentTypeName> = { slug: string; data: ContentData<T> };
/** Every type's live items: what a page is rendered from. */
export type SiteContent = { [T in ContentTypeName]: ContentEntry<T>[] };

export function contentType(type: string): ContentTypeDecl {
  const found = CONTENT_TYPES.find((t) => t.type === type);
  if (!found) throw new Error(`No content type ${type}`);
  return found;
}

export function isContentType(value: unknown): value is ContentTypeName {
  return CONTENT_TYPES.some((t) => t.type === value);
}

/** The slug an item gets from its title: lower-case words joined by hyphens (the database checks the form). */
export function slugOf(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export const SLUG_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$";
export const SLUG_MAX = 80;

const LINK = /^(https:\/\/[^\s/]+\S*|mailto:[^\s@]+@[^\s@]+|\/([^/\s]\S*)?)$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]/;

/**
 * What is wrong with a field's value, in the words the database uses (private.checked_content_data
 * says the same, and refuses whatever the browser lets through), or null when it is fine.
 */
export function fieldProblem(field: ContentField, raw: string | undefined): string | null {
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
  if (field.kind === "email" && !EMAIL.test(value)) return `${field.label}: an e-mail address`;
  return null;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
