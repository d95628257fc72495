import { describe, expect, it } from "vitest";
import { rowStart } from "./PeopleGrid";

describe("the card that starts a row that is not full", () => {
  it("carries the margin that centres that row, set by the count, so nothing moves as the list is read", () => {
    const classes = (count: number) => Array.from({ length: count }, (_, index) => rowStart(index, count));
    // Seven: 4 + 3 wide (the fifth card moves in half a card), 2 + 2 + 2 + 1 on a tablet (the seventh).
    expect(classes(7)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      "lg:ml-[calc(1*((100%-4.5rem)/4+1.5rem)/2)]",
      undefined,
      "sm:ml-[calc(((100%-1.5rem)/2+1.5rem)/2)] lg:ml-0",
    ]);
    // Two: one row of two, centred wide; full on a tablet.
    expect(classes(2)).toEqual(["lg:ml-[calc(2*((100%-4.5rem)/4+1.5rem)/2)]", undefined]);
    // One: centred on both.
    expect(classes(1)).toEqual(["sm:ml-[calc(((100%-1.5rem)/2+1.5rem)/2)] lg:ml-[calc(3*((100%-4.5rem)/4+1.5rem)/2)]"]);
    // Full rows: nothing.
    expect(classes(4).every((c) => c === undefined)).toBe(true);
    expect(classes(8).every((c) => c === undefined)).toBe(true);
  });
});
