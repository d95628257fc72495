import { describe, expect, it } from "vitest";
import type { SiteItem } from "./api";
import { canMove, inGroups, movedOrder, type Ordering } from "./ItemOrder";

const item = (id: string, menu: string): SiteItem => ({
  id,
  slug: id,
  sort_order: 0,
  data: { menu, label: id },
  live: true,
  version: 1,
  updated_at: "2026-11-29T00:00:00Z",
  updated_by: null,
});
const ordering: Ordering = { within: "menu", values: ["header", "footer", "legal"] };

describe("a menu's links in the back office's list", () => {
  // Saved order: a link added last to the header comes after the legal links.
  const saved = [item("a", "header"), item("b", "footer"), item("c", "legal"), item("d", "header")];
  const shown = inGroups(saved, ordering);

  it("are listed by menu, each menu in its order", () => {
    expect(shown.map((i) => i.id)).toEqual(["a", "d", "b", "c"]);
  });

  it("move only among the links of their own menu", () => {
    expect(canMove(shown, 1, -1, ordering)).toBe(true);
    expect(canMove(shown, 1, 1, ordering)).toBe(false);
    expect(canMove(shown, 0, -1, ordering)).toBe(false);
    expect(canMove(shown, 2, -1, ordering)).toBe(false);
    expect(movedOrder(shown, "d", -1)).toEqual(["d", "a", "b", "c"]);
  });
});
