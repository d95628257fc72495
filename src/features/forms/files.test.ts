import { describe, expect, it } from "vitest";
import {
  MB,
  acceptAttribute,
  checkFile,
  fileExtension,
  jobFileRule,
  proposalFileRule,
  storageSafeFileName,
} from "./files";
import { jobMessages, programmeMessages } from "./messages";

const PDF = "application/pdf";
const DOC = "application/msword";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const TXT = "text/plain";

const file = (name: string, type: string, size = 1024) => ({ name, type, size });

describe("file type, by extension and MIME type", () => {
  it.each([
    ["cv.pdf", PDF, "pdf"],
    ["cv.PDF", PDF, "pdf"],
    ["letter.doc", DOC, "doc"],
    ["letter.docx", DOCX, "docx"],
    ["letter.docx", "", "docx"],
    ["letter.doc", "application/octet-stream", "doc"],
  ])("job files accept %s (%j)", (name, type, extension) => {
    expect(checkFile(file(name, type), jobFileRule)).toEqual({ ok: true, extension, contentType: expect.any(String) });
  });

  it.each([
    ["notes.txt", TXT],
    ["photo.png", "image/png"],
    ["cv.pdf", "image/png"],
    ["cv.png", PDF],
    ["cv", PDF],
    ["cv.pdf.exe", "application/x-msdownload"],
    ["cv.docx", PDF],
  ])("job files refuse %s (%j)", (name, type) => {
    expect(checkFile(file(name, type), jobFileRule)).toEqual({ ok: false, problem: jobMessages.invalidFileType });
  });

  it.each([
    ["proposal.pdf", PDF],
    ["proposal.doc", DOC],
    ["proposal.docx", DOCX],
    ["proposal.txt", TXT],
    ["proposal.txt", "text/plain;charset=utf-8"],
    ["proposal.txt", ""],
  ])("proposals accept %s (%j)", (name, type) => {
    expect(checkFile(file(name, type), proposalFileRule).ok).toBe(true);
  });

  it.each([
    ["proposal.rtf", "application/rtf"],
    ["proposal.txt", PDF],
    ["proposal.md", TXT],
    ["proposal.zip", "application/zip"],
  ])("proposals refuse %s (%j)", (name, type) => {
    expect(checkFile(file(name, type), proposalFileRule)).toEqual({
      ok: false,
      problem: programmeMessages.invalidFileType,
    });
  });

  it("declares the canonical type for the upload whatever the browser reported", () => {
    expect(checkFile(file("a.docx", ""), jobFileRule)).toMatchObject({ contentType: DOCX });
    expect(checkFile(file("a.txt", "text/plain;charset=utf-8"), proposalFileRule)).toMatchObject({ contentType: TXT });
  });

  it("lists extensions and MIME types in the accept attribute", () => {
    expect(acceptAttribute(jobFileRule)).toBe(`.pdf,.doc,.docx,${PDF},${DOC},${DOCX}`);
    expect(acceptAttribute(proposalFileRule)).toBe(`.pdf,.doc,.docx,.txt,${PDF},${DOC},${DOCX},${TXT}`);
  });
});

describe("file size", () => {
  it("job files: exactly 5 MB passes, one byte more fails", () => {
    expect(5 * MB).toBe(5_242_880);
    expect(checkFile(file("cv.pdf", PDF, 5 * 1024 * 1024), jobFileRule).ok).toBe(true);
    expect(checkFile(file("cv.pdf", PDF, 5 * 1024 * 1024 + 1), jobFileRule)).toEqual({
      ok: false,
      problem: jobMessages.fileTooLarge,
    });
  });

  it("proposals: exactly 10 MB passes, one byte more fails", () => {
    expect(checkFile(file("p.pdf", PDF, 10 * 1024 * 1024), proposalFileRule).ok).toBe(true);
    expect(checkFile(file("p.pdf", PDF, 10 * 1024 * 1024 + 1), proposalFileRule)).toEqual({
      ok: false,
      problem: programmeMessages.fileTooLarge,
    });
  });

  it("a wrong type is reported before the size", () => {
    expect(checkFile(file("big.png", "image/png", 50 * MB), jobFileRule)).toEqual({
      ok: false,
      problem: jobMessages.invalidFileType,
    });
  });
});

describe("fileExtension", () => {
  it.each([
    ["cv.pdf", "pdf"],
    ["archive.tar.GZ", "gz"],
    ["no-extension", ""],
    [".bashrc", ""],
    ["trailing.", ""],
  ])("%s → %j", (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe("storageSafeFileName", () => {
  /** What Storage accepts in a key, and the stricter subset we keep so keys survive a URL. */
  const STORAGE_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
  const URL_SAFE = /^[A-Za-z0-9._-]+$/;

  it.each([
    ["cv.pdf", "cv.pdf"],
    ["My CV (final).PDF", "My-CV-final.pdf"],
    ["Curriculum Vitæ – Zoë Brontë.docx", "Curriculum-Vitae-Zoe-Bronte.docx"],
    ["Straße & Søn?.doc", "Strasse-Son.doc"],
    ["履歴書.pdf", "file.pdf"],
    ["../../etc/passwd.pdf", "etc-passwd.pdf"],
    ["a/b\\c.pdf", "a-b-c.pdf"],
    ["résumé #2, v3.pdf", "resume-2-v3.pdf"],
    ["no extension", "no-extension"],
  ])("%j → %j", (name, safe) => {
    expect(storageSafeFileName(name)).toBe(safe);
  });

  it("keeps only characters Storage accepts and a URL leaves alone", () => {
    for (const name of ["we?ird#name%20.pdf", "tab\tand\nnewline.pdf", "emoji 😀.docx", "quotes'\"`.txt", "..pdf"]) {
      const safe = storageSafeFileName(name);
      expect(safe).toMatch(STORAGE_KEY);
      expect(safe).toMatch(URL_SAFE);
      expect(safe.startsWith(".")).toBe(false);
    }
  });

  it("caps the length and keeps the extension", () => {
    const safe = storageSafeFileName(`${"x".repeat(300)}.docx`);
    expect(safe).toHaveLength(100);
    expect(safe.endsWith(".docx")).toBe(true);
    expect(storageSafeFileName(`${"y".repeat(30)}.pdf`, 20)).toBe(`${"y".repeat(16)}.pdf`);
  });
});
