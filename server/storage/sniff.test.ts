import { describe, expect, it } from "vitest";
import { contentMatches, inspectorFor, zipEntryNames } from "./sniff.ts";
import {
  DOC_TYPE,
  DOCX_TYPE,
  PDF_TYPE,
  TEXT_TYPE,
  docBytes,
  docxBytes,
  pdfBytes,
  textBytes,
  zipBytes,
} from "../../tests/support/server/storage.ts";

describe("content matches the declared type", () => {
  it("accepts each format's true bytes", async () => {
    expect(await contentMatches(PDF_TYPE, pdfBytes())).toBe(true);
    expect(await contentMatches(DOC_TYPE, docBytes())).toBe(true);
    expect(await contentMatches(DOCX_TYPE, docxBytes())).toBe(true);
    expect(await contentMatches(TEXT_TYPE, textBytes())).toBe(true);
    expect(await contentMatches("text/plain;charset=UTF-8", Buffer.from("Grüße, 你好\n"))).toBe(true);
    expect(await contentMatches(TEXT_TYPE, Buffer.alloc(0))).toBe(true);
  });

  it("refuses bytes of another format", async () => {
    expect(await contentMatches(PDF_TYPE, docBytes())).toBe(false);
    expect(await contentMatches(PDF_TYPE, Buffer.from("just text pretending to be a PDF"))).toBe(false);
    expect(await contentMatches(PDF_TYPE, Buffer.from("%PD"))).toBe(false);
    expect(await contentMatches(DOC_TYPE, pdfBytes())).toBe(false);
    expect(await contentMatches(DOCX_TYPE, pdfBytes())).toBe(false);
    expect(await contentMatches(TEXT_TYPE, docBytes())).toBe(false);
  });

  it("tells a docx from any other zip", async () => {
    const otherZip = zipBytes([{ name: "content.xml", data: Buffer.from("<x/>") }]);
    expect(await contentMatches(DOCX_TYPE, otherZip)).toBe(false);
  });

  it("finds word/ in the central directory when the first bytes do not name it", async () => {
    const bytes = docxBytes(200 * 1024);
    expect(bytes.subarray(0, 64 * 1024).includes(Buffer.from("word/"))).toBe(false);
    expect(await contentMatches(DOCX_TYPE, bytes)).toBe(true);
    const names = await zipEntryNames(bytes.length, async (o, l) => bytes.subarray(o, o + l));
    expect(names).toEqual(["[Content_Types].xml", "_rels/.rels", "media/image1.png", "word/document.xml"]);
  });

  it("refuses text with NUL bytes or invalid UTF-8, even split across chunks", async () => {
    expect(await contentMatches(TEXT_TYPE, Buffer.from("abc\u0000def"))).toBe(false);
    expect(await contentMatches(TEXT_TYPE, Buffer.from([0x61, 0xc3, 0x28]))).toBe(false);
    expect(await contentMatches(TEXT_TYPE, Buffer.from([0x61, 0xe2, 0x82]))).toBe(false); // cut off at the end

    const inspector = inspectorFor(TEXT_TYPE)!;
    const euro = Buffer.from("€", "utf8");
    inspector.push(Buffer.concat([Buffer.from("price "), euro.subarray(0, 1)]));
    inspector.push(euro.subarray(1));
    expect(await inspector.matches(9, async () => Buffer.alloc(0))).toBe(true);
  });

  it("does not check types it knows no signature for", () => {
    expect(inspectorFor("image/png")).toBeNull();
    expect(inspectorFor("application/octet-stream")).toBeNull();
  });
});
