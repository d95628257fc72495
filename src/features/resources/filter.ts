import { ALL } from "./labels";
import type { Resource } from "./types";

export type ResourceFilters = {
  /** Free text; matched case-insensitively as a substring of the title or the description. */
  search: string;
  /** A category, or 'all'. */
  category: string;
  /** A type, or 'all'. */
  type: string;
};

export const noFilters: ResourceFilters = { search: "", category: ALL, type: ALL };

/** The resources that pass search, category and type together (spec §5); order is kept. */
export function filterResources<R extends Pick<Resource, "title" | "description" | "categories" | "type">>(
  resources: readonly R[],
  { search, category, type }: ResourceFilters,
): R[] {
  const needle = search.toLowerCase();
  return resources.filter(
    (r) =>
      (r.title.toLowerCase().includes(needle) || r.description.toLowerCase().includes(needle)) &&
      (category === ALL || r.categories.includes(category)) &&
      (type === ALL || r.type === type),
  );
}
