import { File, FileText, Newspaper, PenLine, Presentation, TrendingUp, Video, type LucideIcon } from "lucide-react";

const icons: Record<string, LucideIcon> = {
  "white-paper": FileText,
  "case-study": TrendingUp,
  blog: PenLine,
  webinar: Presentation,
  news: Newspaper,
  video: Video,
};

/** The icon of a resource type (a plain page for types we do not know). Decorative: the label sits beside it. */
export function ResourceTypeIcon({ type, className }: { type: string; className?: string }) {
  const Icon = Object.hasOwn(icons, type) ? icons[type]! : File;
  return <Icon aria-hidden="true" className={className} />;
}
