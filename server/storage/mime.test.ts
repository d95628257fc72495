import { describe, expect, it } from "vitest";
import { isMimeAllowed, mimeEssence } from "./mime.ts";

const JOB_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
];

describe("mime types", () => {
  it("compares by essence, ignoring parameters and case", () => {
    expect(mimeEssence("Text/Plain;charset=UTF-8")).toBe("text/plain");
    expect(isMimeAllowed("text/plain;charset=UTF-8", ["text/plain"])).toBe(true);
    expect(isMimeAllowed("APPLICATION/PDF", JOB_TYPES)).toBe(true);
  });

  it("refuses types outside the bucket's list", () => {
    expect(isMimeAllowed("text/plain;charset=UTF-8", JOB_TYPES)).toBe(false);
    expect(isMimeAllowed("application/octet-stream", JOB_TYPES)).toBe(false);
    expect(isMimeAllowed("application/pdfx", JOB_TYPES)).toBe(false);
    expect(isMimeAllowed("pdf", JOB_TYPES)).toBe(false);
    expect(isMimeAllowed("", JOB_TYPES)).toBe(false);
  });

  it("understands type/* wildcards", () => {
    expect(isMimeAllowed("image/png", ["image/*"])).toBe(true);
    expect(isMimeAllowed("text/png", ["image/*"])).toBe(false);
  });

  it("admits anything when the bucket sets no list", () => {
    expect(isMimeAllowed("application/x-anything", null)).toBe(true);
    expect(isMimeAllowed("application/x-anything", [])).toBe(true);
  });
});
