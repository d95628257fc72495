import { SearchX } from "lucide-react";
import { cn } from "~/lib/cn";
import type { Resource } from "../types";
import { type CardLayout, ResourceCard } from "./ResourceCard";
import { LoadingStatus } from "./LoadingStatus";

const layouts: Record<CardLayout, string> = {
  // Spec §9: two columns on medium screens, three on large.
  grid: "grid gap-6 md:grid-cols-2 lg:grid-cols-3",
  list: "flex flex-col gap-4",
};

/** The loading text, the empty state, or the resources in a grid or a list. */
export function ResourceResults({
  resources,
  loading,
  layout,
}: {
  resources: readonly Resource[];
  loading: boolean;
  layout: CardLayout;
}) {
  if (loading) return <LoadingStatus text="Loading resources..." />;
  if (resources.length === 0) {
    return (
      <div className="flex flex-col items-center py-16 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted" />
        <h3 className="mt-4 text-lg font-semibold text-ink">No resources found</h3>
        <p className="mt-1 text-muted">Try adjusting your search criteria</p>
      </div>
    );
  }
  return (
    <ul className={cn(layouts[layout])}>
      {resources.map((resource) => (
        // The browser lays out and paints only the cards near the screen: two dozen cards laid
        // out at once were the longest task of /resources on a slow phone (docs/decisions/015).
        <li key={resource.id} className="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]">
          <ResourceCard resource={resource} layout={layout} />
        </li>
      ))}
    </ul>
  );
}
