import { BadgeCheck, Globe2, Landmark, Network, ShieldAlert, TrendingUp, type LucideIcon } from "lucide-react";

/** The icons a success story may have: the declared choice's values (shared/content-types/), drawn by these. */
export const STORY_ICONS: Record<string, LucideIcon> = {
  network: Network,
  "badge-check": BadgeCheck,
  landmark: Landmark,
  "shield-alert": ShieldAlert,
  "trending-up": TrendingUp,
  globe: Globe2,
};

/** The choice's value for an icon (the seed's cards name their icons by component). */
export function iconName(icon: LucideIcon): string {
  const found = Object.entries(STORY_ICONS).find(([, component]) => component === icon);
  if (!found) throw new Error("A story's icon is not one a story may have");
  return found[0];
}
