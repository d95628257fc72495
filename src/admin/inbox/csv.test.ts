import { describe, expect, it } from "vitest";
import { BOM, csvCell, toCsv } from "./csv";

describe("CSV export", () => {
  it("starts with a byte-order mark, quotes every cell and ends rows with CRLF", () => {
    const csv = toCsv(
      [
        { name: 'Ada "the first" Lovelace', note: "line one\nline two" },
        { name: "Zoë, Müller", note: null },
      ],
      [
        { header: "Name", value: (r) => r.name },
        { header: "Note", value: (r) => r.note },
      ],
    );
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1)).toBe(
      '"Name","Note"\r\n"Ada ""the first"" Lovelace","line one\nline two"\r\n"Zoë, Müller",""\r\n',
    );
  });

  it("neutralises formulas: cells starting with = + - @ tab or CR get a leading quote", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+44 20 7946 0000")).toBe('"\'+44 20 7946 0000"');
    expect(csvCell("-2+3")).toBe('"\'-2+3"');
    expect(csvCell("@SUM(A1)")).toBe('"\'@SUM(A1)"');
    expect(csvCell("\t=1")).toBe('"\'\t=1"');
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell(["finance", "platform"])).toBe('"finance; platform"');
  });
});
