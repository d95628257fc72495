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

/** The file's start: the byte-order mark and the header row. */
export function csvHeader<Row>(columns: CsvColumn<Row>[]): string {
  return BOM + columns.map((c) => csvCell(c.header)).join(",") + "\r\n";
}

/** Rows as CSV lines, each ended with CRLF: a part of the file, written as the rows arrive. */
export function csvRows<Row>(rows: Row[], columns: CsvColumn<Row>[]): string {
  let lines = "";
  for (const row of rows) lines += columns.map((c) => csvCell(c.value(row))).join(",") + "\r\n";
  return lines;
}

export function toCsv<Row>(rows: Row[], columns: CsvColumn<Row>[]): string {
  return csvHeader(columns) + csvRows(rows, columns);
}
