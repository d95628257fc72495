import type { SiteImage } from "~/components/ui/Picture";
import type { LucideIcon } from "lucide-react";
import type { ILLUSTRATIONS } from "~shared/content-types";

/** A card on a marketing page (spec §3, "display cards"): title, text, icon and an optional internal link. */
export type DisplayCard = {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Internal path the card leads to, if any. */
  to?: string;
};

/** A success story: a display card that also names the client's industry. */
export type CaseCard = DisplayCard & { industry: string };

/** A product capability shown beside its illustration. */
export type Feature = {
  title: string;
  summary: string;
  points: string[];
  /** One of the site's illustrations, or a picture of the media library. */
  illustration: SiteImage;
};

/** One of the site's illustrations, by name (src/content/illustrations.ts has the files). */
export type IllustrationName = (typeof ILLUSTRATIONS)[number]["value"];

/** A feature as the content holds it: its words, its illustration's name and the text that stands for it. */
export type FeatureWords = {
  title: string;
  summary: string;
  points: string[];
  illustration: IllustrationName;
  alt: string;
};
