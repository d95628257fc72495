/**
 * CSV for Excel and every other spreadsheet: UTF-8 with a byte-order mark (else Excel reads it
 * as the local code page), CRLF rows, every cell quoted (RFC 4180), and formula injection
 * neutralised: a cell starting with = + - @ (or a tab or carriage return, which some
 * spreadsheets skip before reading a formula) is prefixed with a single quote, as OWASP advises.
 */
export const BOM = "\uFEFF";

export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown };

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : Array.isArray(value) ? value.join("; ") : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv<Row>(rows: Row[], columns: CsvColumn<Row>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(","));
  return BOM + lines.join("\r\n") + "\r\n";
}
