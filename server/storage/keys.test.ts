import { describe, expect, it } from "vitest";
import { decodeKey, keyProblem, objectFilePath } from "./keys.ts";

describe("object keys", () => {
  it.each([
    "cvs/1700000000000-cv.pdf",
    "cover-letters/1700000000000-My Letter (final).docx",
    "research-partnerships/6f1c2c1e-7a43-4b0a-9d8e-0c3b1f2a9e11_proposal.pdf",
    "incubation-programme/6f1c2c1e-7a43-4b0a-9d8e-0c3b1f2a9e11_proposal.txt",
    "a/b/c!*'()&$=@;:+,?-_.txt",
  ])("accepts %s", (key) => {
    expect(keyProblem(key)).toBeNull();
  });

  it.each([
    ["", "empty"],
    ["cvs/../secrets.pdf", "dot-segment"],
    ["../cvs/a.pdf", "dot-segment"],
    ["cvs/./a.pdf", "dot-segment"],
    ["cvs/..", "dot-segment"],
    ["/cvs/a.pdf", "leading-slash"],
    ["cvs//a.pdf", "empty-segment"],
    ["cvs/", "empty-segment"],
    ["cvs\\a.pdf", "characters"],
    ["cvs/my proposal ü.pdf", "characters"],
    ["cvs/a%2e.pdf", "characters"],
    ["cvs/a#b.pdf", "characters"],
    ["cvs/a\u0000.pdf", "characters"],
    ["cvs/a\nb.pdf", "characters"],
    [`cvs/${"a".repeat(256)}`, "too-long"],
    ["a/".repeat(600) + "b", "too-long"],
  ])("refuses %j (%s)", (key, problem) => {
    expect(keyProblem(key)).toBe(problem);
  });

  it("decodes once, so an encoded traversal is refused after decoding", () => {
    const key = decodeKey("cvs/%2e%2e/%2E%2E/etc/passwd");
    expect(key).toBe("cvs/../../etc/passwd");
    expect(keyProblem(key!)).toBe("dot-segment");
    // Encoded twice: one decode leaves "%2e", which is outside the character set.
    expect(keyProblem(decodeKey("cvs/%252e%252e/a.pdf")!)).toBe("characters");
  });

  it("treats a malformed escape as no key", () => {
    expect(decodeKey("cvs/%E0%A4%A.pdf")).toBeNull();
  });

  it("keeps every object file inside its bucket folder", () => {
    expect(objectFilePath("/data/storage", "applications", "cvs/a.pdf")).toBe("/data/storage/applications/cvs/a.pdf");
    expect(() => objectFilePath("/data/storage", "applications", "../job-applications/a.pdf")).toThrow();
    expect(() => objectFilePath("/data/storage", "applications", "/etc/passwd")).toThrow();
    expect(() => objectFilePath("/data/storage", "..", "a.pdf")).toThrow();
    expect(() => objectFilePath("/data/storage", ".tmp", "a.pdf")).toThrow();
  });
});
