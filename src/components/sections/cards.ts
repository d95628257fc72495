import type { LucideIcon } from "lucide-react";

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
  illustration: { src: string; alt: string; width: number; height: number };
};
