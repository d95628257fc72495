import { isResourceType, RESOURCE_TYPE_LABELS } from "~shared/library";

/** The filter value that lets everything through. */
export const ALL = "all";

/** The label of a resource type (shared/library.ts); a value we do not know is shown as it is. */
export function typeLabel(type: string): string {
  return isResourceType(type) ? RESOURCE_TYPE_LABELS[type] : type;
}

/** A category badge: the category with its first letter capitalised. */
export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

export type FilterOption = { value: string; label: string };

/** Content-type filter options (spec §5). */
export const typeOptions: readonly FilterOption[] = [
  { value: ALL, label: "All Types" },
  { value: "white-paper", label: "White Papers" },
  { value: "case-study", label: "Case Studies" },
  { value: "blog", label: "Blog Posts" },
  { value: "webinar", label: "Webinars" },
  { value: "news", label: "News" },
  { value: "video", label: "Videos" },
];

/** Category filter options (spec §5). */
export const categoryOptions: readonly FilterOption[] = [
  { value: ALL, label: "All Topics" },
  { value: "finance", label: "Finance" },
  { value: "geopolitics", label: "Geopolitics" },
  { value: "technology", label: "Technology" },
  { value: "platform", label: "Platform" },
];

/**
 * The options to show when the address asks for a value the list does not have
 * (?type=podcast): it is added, labelled as a card would label it, so the select always shows
 * the filter that is really applied.
 */
export function optionsIncluding(
  options: readonly FilterOption[],
  value: string,
  label: (value: string) => string,
): readonly FilterOption[] {
  return options.some((o) => o.value === value) ? options : [...options, { value, label: label(value) }];
}
