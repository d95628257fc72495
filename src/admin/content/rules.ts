/**
 * What a resource may hold: the spec's Resource (section 3),
 * with the database's limits (supabase/migrations, CHECK constraints), so staff see the same
 * rule before saving that the database enforces after.
 */
import { z } from "zod";
import { sitePathOf } from "~shared/content-types";
import { CATEGORIES, RESOURCE_TYPES } from "~shared/library";
import { isLinkablePath } from "~/config/pages";
import { hasText, isRichDoc, type RichDoc } from "~shared/rich-text";
import { isDocumentAddress } from "~shared/picture";

/** An absolute http(s) address: no `javascript:`, `data:` or relative links on the public pages. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const required = (label: string, max: number) =>
  z.string().trim().min(1, `Enter the ${label}`).max(max, `The ${label} can be at most ${max} characters`);

/**
 * Where a card's button may lead: a full http(s) address, or a page of this site ("/platform"),
 * as the seeded library links to its own pages. Never "//host" (another site) nor a backslash,
 * which some browsers read as a slash.
 */
export function isLinkAddress(value: string): boolean {
  return isHttpUrl(value) || /^\/(?![/\\])[^\s\\]*$/.test(value);
}

const address = (label: string, allowed: (value: string) => boolean, message: string) =>
  z.string().trim().max(2048, `The ${label} can be at most 2048 characters`).refine(allowed, `The ${label} ${message}`);

const url = (label: string) => address(label, isHttpUrl, "must be a full address starting with https:// or http://");
/** A link a card's button follows: a full address or a page of this site. */
const link = (label: string) =>
  address(
    label,
    isLinkAddress,
    "must be a full address starting with https:// or http://, or a page of this site starting with /",
  ).refine((value) => {
    const path = sitePathOf(value);
    return path === null || isLinkablePath(path);
  }, `The ${label} leads to no page of this site: check its path`);

const optionalUrl = (label: string) => z.union([z.literal(""), url(label)]);
/** A download: a full address, or a document of the media library (its stable address). */
const optionalDownload = (label: string) =>
  z.union([
    z.literal(""),
    address(
      label,
      (value) => isHttpUrl(value) || isDocumentAddress(value),
      "must be a full address starting with https:// or http://, or a PDF of the media library",
    ),
  ]);

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date")
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "Enter a real date");

export const resourceSchema = z
  .object({
    title: required("title", 200),
    type: z.enum(RESOURCE_TYPES, { error: "Choose a type" }),
    categories: z.array(z.enum(CATEGORIES)).min(1, "Choose at least one category"),
    date: isoDay,
    description: required("description", 2000),
    image_url: optionalUrl("image address"),
    download_url: optionalDownload("download address"),
    read_more_url: link("read-more address"),
    featured: z.boolean(),
    slug: z
      .string()
      .trim()
      .max(80, "The article address can be at most 80 characters")
      .refine(
        (slug) => slug === "" || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug),
        "The article address may hold lower-case letters, digits and single hyphens (for example rate-shock-primer)",
      )
      .refine((slug) => slug !== "documentation", "The documentation page has that address: choose another"),
    body: z.custom<RichDoc>(isRichDoc, "The article must be rich text"),
  })
  .superRefine((resource, problems) => {
    // Both or neither, as the database has it: a card links to /resources/<slug> exactly when an article is there.
    const written = hasText(resource.body);
    if (written && resource.slug === "") {
      problems.addIssue({
        code: "custom",
        path: ["slug"],
        message: "Give the article an address, such as rate-shock-primer",
      });
    }
    if (!written && resource.slug !== "") {
      problems.addIssue({ code: "custom", path: ["body"], message: "Write the article, or clear its address" });
    }
  });
/** What the form holds: a type or category it does not offer (an older row's) is kept until changed. */
export type ResourceDraft = Omit<z.input<typeof resourceSchema>, "type" | "categories" | "body"> & {
  body: RichDoc;
  type: string;
  categories: string[];
};

/** Field → first message, for showing next to each input. */
export type FieldErrors = Record<string, string>;

export function validate<S extends z.ZodType>(
  schema: S,
  draft: unknown,
): { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(draft);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Empty optional text is stored as null, as the public pages expect. */
export function nullIfEmpty(value: string): string | null {
  return value === "" ? null : value;
}
