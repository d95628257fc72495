import { describe, expect, it } from "vitest";
import { londonLocal, londonTime, londonToIso } from "./london-time";

describe("London time", () => {
  it("reads a time in London in winter (GMT) and in summer (BST)", () => {
    expect(londonToIso("2026-11-27T12:00")).toBe("2026-11-27T12:00:00.000Z");
    expect(londonToIso("2026-07-01T12:00")).toBe("2026-07-01T11:00:00.000Z");
    // The day the clocks go forward (29 March 2026, 01:00 GMT → 02:00 BST).
    expect(londonToIso("2026-03-29T03:00")).toBe("2026-03-29T02:00:00.000Z");
    expect(londonToIso("27/11/2026 12:00")).toBeNull();
    // To the second, for the site record.
    expect(londonToIso("2026-07-01T12:00:30")).toBe("2026-07-01T11:00:30.000Z");
  });

  it("shows an instant as London reads it, and back", () => {
    expect(londonTime("2026-07-01T11:00:00.000Z")).toBe("1 Jul 2026, 12:00");
    expect(londonLocal(Date.parse("2026-07-01T11:05:00.000Z"))).toBe("2026-07-01T12:05");
    expect(londonLocal(Date.parse("2026-07-01T11:05:09.000Z"), { seconds: true })).toBe("2026-07-01T12:05:09");
  });
});
