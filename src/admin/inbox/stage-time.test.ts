import { describe, expect, it } from "vitest";
import { timeInStage } from "./stage-time";

describe("how long an item has sat in its stage", () => {
  const now = new Date("2026-11-29T12:00:00Z");
  it("counts whole days, then weeks, then months", () => {
    expect(timeInStage("2026-11-29T08:00:00Z", now)).toBe("since today");
    expect(timeInStage("2026-11-28T11:00:00Z", now)).toBe("for 1 day");
    expect(timeInStage("2026-11-20T12:00:00Z", now)).toBe("for 9 days");
    expect(timeInStage("2026-11-01T12:00:00Z", now)).toBe("for 4 weeks");
    expect(timeInStage("2026-06-01T12:00:00Z", now)).toBe("for 6 months");
  });
  it("says since today for a time it cannot read or one in the future", () => {
    expect(timeInStage("not a date", now)).toBe("since today");
    expect(timeInStage("2026-12-01T00:00:00Z", now)).toBe("since today");
  });
});
