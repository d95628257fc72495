import type { PictureChoice } from "../picture.ts";
import type { RichDoc } from "../rich-text.ts";
import type { StaffRole } from "../staff-roles.ts";

export type FieldKind =
  | "text"
  | "longText"
  | "date"
  | "url"
  | "email"
  | "richText"
  | "choice"
  | "image"
  /** A download: a PDF of the media library (its stable address) or a file at an https:// address. */
  | "document"
  /** Some of its options: a list of their values, each once, in the order chosen (the first named first). */
  | "choices"
  /** Yes or no (true, or absent): a box to tick. */
  | "flag"
  /** An amount in whole pounds: digits only (60000), as a job's salary. */
  | "money";

/**
 * What an image field's place on the page wants, said beside the field in the back office: the
 * proportions the page crops the picture to, around its focal point (`null`: shown whole, never
 * cropped, as a logo), and what the picture should show.
 */
export type PictureSlot = { ratio: readonly [width: number, height: number] | null; wants: string };

export type ContentField = {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Characters after trimming (of its text, for rich text); the database says the same. */
  max: number;
  /** Said under the field in the back office. */
  help?: string;
  /** What the field of a new item starts with in the back office: "today", London's date. */
  newItem?: "today";
  /** A choice's (or choices') values, each with the back office's label. */
  options?: readonly { value: string; label: string }[];
  /**
   * The field states a claim (a figure, a customer's result): it is published only with its
   * evidence recorded for its exact wording, an owner and a review-by date (the claims register).
   * `dueTakesOff`: on its review date, unless reviewed, the item goes off the site; otherwise its
   * owner is told and it stays.
   */
  claim?: { dueTakesOff: boolean };
  /** An image field's place on the page (every image field says it). */
  slot?: PictureSlot;
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
  /**
   * The routes whose pages show this content: a publish re-renders exactly these. `{slug}` stands
   * for an item's slug and `{route}` for its entry in `itemRoutes`: a change to that item renders
   * its own route only; `{section}` for the route of the section the item is shown in
   * (`sectionRoutes`, by its `section` field): a change renders that section's page only; `*` is
   * every page.
   */
  routes: readonly string[];
  /** Only the items the install came with, none added or removed (the legal pages). */
  fixed?: boolean;
  /** The back office's words for taking an item off the site and back (Hide, Show, Hidden when not said). */
  offSiteWords?: { hide: string; show: string; hidden: string };
  /**
   * Where an item's own page is: this and its slug (an article: /resources/…). Its address may be
   * changed in the back office; the database then redirects the old one.
   */
  pageAddress?: string;
  /** The fields a new item's slug is made from (the title field when not said). */
  slugFields?: readonly string[];
  /**
   * Staff choose the items' order (the menus' links): the back office's list gathers them by this
   * choice field's value (a link's menu) and moves each up or down among those sharing it.
   */
  orderedWithin?: string;
  /** Fields whose values the back office's list shows under each item's title (a menu link's menu, group and address). */
  listedBy?: readonly string[];
  /** For a route `{route}`: each item's own route, by slug (a page's hero on its page). */
  itemRoutes?: Readonly<Record<string, string | readonly string[]>>;
  /** For a route `{section}`: each section's route(s), by the value of the items' `section` field. */
  sectionRoutes?: Readonly<Record<string, string | readonly string[]>>;
};

/** A field's value however typed: text, a rich text document, a picture chosen from the library, some choices, a flag. */
export type FieldValue = string | RichDoc | PictureChoice | string[] | boolean;
