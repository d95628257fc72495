import { ArrowDown, ArrowUp } from "lucide-react";
import { secondaryButtonClass } from "../ui/styles";
import type { SiteItem } from "./api";

/** How a type's items are ordered: each within the items sharing its value of `within` (a menu's links within their menu). */
export type Ordering = { within: string; values: readonly string[] };

const groupOf = (item: SiteItem, ordering: Ordering) => ordering.values.indexOf(String(item.data[ordering.within]));

/** The items as the list shows them: gathered by their group (in the field's order), each group in its order. */
export function inGroups(items: readonly SiteItem[], ordering: Ordering): SiteItem[] {
  return [...items].sort((a, b) => groupOf(a, ordering) - groupOf(b, ordering));
}

/** Whether the item at `index` of the shown list can move a place up (-1) or down (+1): only within its group. */
export function canMove(items: readonly SiteItem[], index: number, by: -1 | 1, ordering: Ordering): boolean {
  const other = items[index + by];
  return other !== undefined && groupOf(other, ordering) === groupOf(items[index]!, ordering);
}

/** The shown list's ids with one item moved a place up (-1) or down (+1). */
export function movedOrder(items: readonly SiteItem[], id: string, by: -1 | 1): string[] {
  const ids = items.map((item) => item.id);
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/**
 * Move up and Move down for a type whose order staff choose (the menus' links). `name` tells
 * one item from another that shares its title (About Us in the header and in the footer).
 */
export function ItemOrder({
  item,
  canMoveUp,
  canMoveDown,
  name,
  onMove,
}: {
  item: SiteItem;
  canMoveUp: boolean;
  canMoveDown: boolean;
  name: string;
  onMove: (item: SiteItem, by: -1 | 1) => void;
}) {
  return (
    <>
      <button
        type="button"
        id={`move-up-${item.id}`}
        className={secondaryButtonClass}
        disabled={!canMoveUp}
        onClick={() => onMove(item, -1)}
        aria-label={`Move ${name} up`}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        Up
      </button>
      <button
        type="button"
        id={`move-down-${item.id}`}
        className={secondaryButtonClass}
        disabled={!canMoveDown}
        onClick={() => onMove(item, 1)}
        aria-label={`Move ${name} down`}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
        Down
      </button>
    </>
  );
}
