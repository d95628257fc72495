import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatDateBritish, formatDateUS, parseDateOnly } from "./format-date";

/**
 * The date formats, checked with the process in a given time zone. Each zone has its own test
 * file so the zone is set before anything reads the clock.
 */
export function describeDateFormatsIn(zone: string, expectedOffsetMinutes: number) {
  describe(`date formats in ${zone}`, () => {
    beforeAll(() => {
      vi.stubEnv("TZ", zone);
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });

    it("really runs in that zone", () => {
      // Proves the zone took effect: otherwise the tests below would pass for the wrong reason.
      expect(new Date(2025, 2, 5).getTimezoneOffset()).toBe(expectedOffsetMinutes);
    });

    it("shows '2025-03-05' as 5 March 2025 on the resources page", () => {
      expect(formatDateBritish("2025-03-05")).toBe("5 March 2025");
    });

    it("shows '2025-03-05' as March 5, 2025 in the home page's Latest Insights", () => {
      expect(formatDateUS("2025-03-05")).toBe("March 5, 2025");
    });

    it("keeps the first and last days of the year on their own day", () => {
      expect(formatDateBritish("2025-01-01")).toBe("1 January 2025");
      expect(formatDateUS("2024-12-31")).toBe("December 31, 2024");
      expect(formatDateBritish("2024-02-29")).toBe("29 February 2024");
    });

    it("reads only the date of a timestamp", () => {
      expect(formatDateBritish("2025-03-05T23:30:00-10:00")).toBe("5 March 2025");
    });

    it("shows a value it cannot read as it is", () => {
      expect(formatDateBritish("soon")).toBe("soon");
      expect(formatDateUS("2025-02-30")).toBe("2025-02-30");
      expect(parseDateOnly("2025-13-01")).toBeNull();
    });
  });
}
