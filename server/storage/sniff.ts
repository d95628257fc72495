import { mimeEssence } from "./mime.ts";

/**
 * Checks that uploaded bytes are what their declared type says: a PDF starts with
 * "%PDF-", a Word 97-2003 document is an OLE2 compound file, a docx is a zip holding "word/",
 * plain text is valid UTF-8 without NUL bytes. Types we know no signature for are not checked.
 * The inspector sees the bytes as they stream by, so nothing is read twice except, for a docx
 * whose first bytes do not name "word/", the zip's central directory at the end of the file.
 */
export interface ContentInspector {
  push(chunk: Buffer): void;
  /** After the last chunk: do the bytes match? `readAt` reads back from the stored file. */
  matches(size: number, readAt: ReadAt): Promise<boolean>;
}

export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

const PDF = Buffer.from("%PDF-", "latin1");
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORD_FOLDER = Buffer.from("word/", "latin1");
const HEAD_BYTES = 64 * 1024;

export const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Keeps the first bytes of a stream (enough for every signature and a docx's first entries). */
class Head {
  private chunks: Buffer[] = [];
  private length = 0;

  push(chunk: Buffer) {
    if (this.length >= HEAD_BYTES) return;
    const part = chunk.subarray(0, HEAD_BYTES - this.length);
    this.chunks.push(part);
    this.length += part.length;
  }

  bytes(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0] ?? Buffer.alloc(0);
  }
}

function startsWith(head: Buffer, signature: Buffer): boolean {
  return head.length >= signature.length && head.subarray(0, signature.length).equals(signature);
}

function signatureInspector(signature: Buffer): ContentInspector {
  const head = new Head();
  return {
    push: (chunk) => head.push(chunk),
    matches: async () => startsWith(head.bytes(), signature),
  };
}

function textInspector(): ContentInspector {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let valid = true;
  return {
    push(chunk) {
      if (!valid) return;
      if (chunk.includes(0)) {
        valid = false;
        return;
      }
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        valid = false;
      }
    },
    async matches() {
      if (!valid) return false;
      try {
        decoder.decode(); // a sequence cut off at the end is invalid too
        return true;
      } catch {
        return false;
      }
    },
  };
}

function docxInspector(): ContentInspector {
  const head = new Head();
  return {
    push: (chunk) => head.push(chunk),
    async matches(size, readAt) {
      const first = head.bytes();
      if (!startsWith(first, ZIP_LOCAL_HEADER)) return false;
      if (first.includes(WORD_FOLDER)) return true;
      const names = await zipEntryNames(size, readAt);
      return names.some((name) => name.startsWith("word/"));
    },
  };
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

/** The entry names in a zip's central directory ([] when there is none we can read). */
export async function zipEntryNames(size: number, readAt: ReadAt): Promise<string[]> {
  if (size < EOCD_MIN) return [];
  const tailLength = Math.min(size, EOCD_MIN + MAX_COMMENT);
  const tail = await readAt(size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - EOCD_MIN; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      eocd = i;
      break;
    }
  }
  if (eocd === -1) return [];
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (directoryOffset + directorySize > size) return [];
  const directory = await readAt(directoryOffset, directorySize);
  const names: string[] = [];
  let at = 0;
  while (at + 46 <= directory.length && directory.readUInt32LE(at) === CENTRAL_DIRECTORY_ENTRY) {
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    names.push(directory.subarray(at + 46, at + 46 + nameLength).toString("utf8"));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The inspector for a declared type (compared by essence); null when we know no signature. */
export function inspectorFor(declared: string): ContentInspector | null {
  switch (mimeEssence(declared)) {
    case "application/pdf":
      return signatureInspector(PDF);
    case "application/msword":
      return signatureInspector(OLE2);
    case DOCX:
      return docxInspector();
    case "text/plain":
      return textInspector();
    default:
      return null;
  }
}

/** Convenience for whole buffers (tests, small bodies). */
export async function contentMatches(declared: string, bytes: Buffer): Promise<boolean> {
  const inspector = inspectorFor(declared);
  if (!inspector) return true;
  inspector.push(bytes);
  return inspector.matches(bytes.length, async (offset, length) => bytes.subarray(offset, offset + length));
}
