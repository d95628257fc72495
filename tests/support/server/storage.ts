/**
 * Real-shaped files for the storage tests: each starts with its format's true signature, so the
 * content checks see what a visitor's PDF, Word or text file would give them.
 */
import { DOCX } from "../../../server/storage/sniff";

export const PDF_TYPE = "application/pdf";
export const DOC_TYPE = "application/msword";
export const DOCX_TYPE = DOCX;
export const TEXT_TYPE = "text/plain";

export const MB = 1024 * 1024;

/** A PDF of exactly `size` bytes (at least 45). */
export function pdfBytes(size = 45): Buffer {
  const head = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\n", "latin1");
  const tail = Buffer.from("trailer<<>>\n%%EOF\n", "latin1");
  const body = Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20);
  return Buffer.concat([head, body, tail]).subarray(0, Math.max(size, head.length + tail.length));
}

/**
 * A real one-page PDF (cross-reference table and all) that a PDF reader opens and draws: one line
 * of text in Helvetica, the line given.
 */
export function onePagePdf(line: string): Buffer {
  const stream = `BT /F1 24 Tf 72 700 Td (${line.replace(/[()\\]/g, "\\$&")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

/** A Word 97-2003 (OLE2 compound file) document of `size` bytes. */
export function docBytes(size = 512): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
}

/** Plain UTF-8 text of exactly `size` bytes. */
export function textBytes(size = 64): Buffer {
  const line = Buffer.from("Research proposal, résumé of aims.\n", "utf8");
  const bytes = Buffer.alloc(size, 0x2e);
  for (let at = 0; at + line.length <= size; at += line.length) line.copy(bytes, at);
  return bytes;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip (stored, no compression) of the given entries, in order, with its central directory. */
export function zipBytes(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A minimal docx. With `padding` bytes of media stored before word/document.xml, the name
 * "word/" no longer appears in the first bytes and only the central directory reveals it.
 */
export function docxBytes(padding = 0): Buffer {
  const entries = [
    {
      name: "[Content_Types].xml",
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
    },
    { name: "_rels/.rels", data: Buffer.from('<?xml version="1.0"?><Relationships/>') },
  ];
  if (padding > 0) entries.push({ name: "media/image1.png", data: Buffer.alloc(padding, 0x41) });
  entries.push({ name: "word/document.xml", data: Buffer.from('<?xml version="1.0"?><w:document/>') });
  return zipBytes(entries);
}

/**
 * A key as the site names a visitor's file: a job application's under the application's id
 * (`cvs/{id}/{timestamp}-{name}`), a proposal as `{id}_proposal.{extension}`. The anonymous role
 * may write no key without a random id (supabase/migrations/20261125000300_files_bound_to_rows.sql).
 */
export function visitorKey(folder: string, extension: string, id: string = crypto.randomUUID()): string {
  return folder === "cvs" || folder === "cover-letters"
    ? `${folder}/${id}/1700000000000-file.${extension}`
    : `${folder}/${id}_proposal.${extension}`;
}
