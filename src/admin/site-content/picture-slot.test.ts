import { describe, expect, it } from "vitest";
import { shapeMismatch, shapeWords, slotWords } from "./picture-slot";

const HERO = { ratio: [2, 1] as const, wants: "a wide photograph" };
const LOGO = { ratio: null, wants: "their logo" };

describe("a picture's place, in words", () => {
  it("says its shape as a person would", () => {
    expect(shapeWords(1, 1)).toBe("square");
    expect(shapeWords(2, 1)).toBe("landscape, 2 to 1");
    expect(shapeWords(1200, 630)).toBe("landscape, 1.9 to 1");
    expect(shapeWords(1200, 1600)).toBe("portrait, 1 to 1.3");
  });

  it("says what the place wants and how the page shows it", () => {
    expect(slotWords(HERO)).toBe(
      "This place wants a wide photograph; the page shows it landscape, 2 to 1, cropped around its focal point (set in the media library).",
    );
    expect(slotWords(LOGO)).toBe("This place wants their logo; the page shows it whole, never cropped.");
  });

  it("warns when the crop would keep a narrow part of the picture, and only then", () => {
    expect(shapeMismatch(HERO, 1200, 1600)).toBe(
      "This picture is portrait, 1 to 1.3: at landscape, 2 to 1 the page keeps a band across it, around its focal point. Check the focal point in the media library, or choose a picture of the place's shape.",
    );
    expect(shapeMismatch({ ratio: [1, 1], wants: "a portrait" }, 3000, 1000)).toMatch(/keeps a strip down it/);
    expect(shapeMismatch(HERO, 1600, 900)).toBeNull();
    expect(shapeMismatch(LOGO, 100, 1000)).toBeNull();
    expect(shapeMismatch(HERO, null, null)).toBeNull();
  });
});
