import {
  Activity,
  Compass,
  Crosshair,
  Eye,
  FileCheck2,
  Gauge,
  Globe2,
  Landmark,
  Layers,
  Lock,
  Network,
  Plug,
  Scale,
  ShieldAlert,
  Sparkles,
  TrendingUp,
  Waypoints,
  Zap,
  type LucideIcon,
} from "lucide-react";

/** The icons a card may have: the declared choice's values (shared/content-types.ts), drawn by these. */
export const CARD_ICONS: Record<string, LucideIcon> = {
  network: Network,
  globe: Globe2,
  scale: Scale,
  eye: Eye,
  "shield-alert": ShieldAlert,
  compass: Compass,
  layers: Layers,
  waypoints: Waypoints,
  landmark: Landmark,
  "trending-up": TrendingUp,
  sparkles: Sparkles,
  crosshair: Crosshair,
  activity: Activity,
  "file-check": FileCheck2,
  zap: Zap,
  gauge: Gauge,
  plug: Plug,
  lock: Lock,
};

/** The choice's value for an icon (the seed's cards name their icons by component). */
export function cardIconName(icon: LucideIcon): string {
  const found = Object.entries(CARD_ICONS).find(([, component]) => component === icon);
  if (!found) throw new Error("A card's icon is not one a card may have");
  return found[0];
}
