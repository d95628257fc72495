import {
  JOB_FILES,
  MB,
  MIME_BY_EXTENSION,
  PROPOSAL_FILES,
  type FileExtension,
  type FileLimit,
} from "~shared/form-limits";
import { type Notice, jobMessages, programmeMessages } from "./messages";

/**
 * File checks for the upload fields. A file passes when its extension is on the form's list AND
 * the type the browser reports agrees with that extension. Browsers report '' (or the generic
 * application/octet-stream) for types the system does not know, often .doc and .docx: then the
 * extension decides. The server sniffs the bytes as well, so a renamed file still fails there.
 */

export { MB, MIME_BY_EXTENSION, type FileExtension };

/** A form's file limit (shared/form-limits.ts) with the words it shows. */
export type FileRule = FileLimit & {
  /** The kinds of file, in words, for the field's hint. */
  kinds: string;
  invalidType: Notice;
  tooLarge: Notice;
};

/** Cover letter and CV (bucket job-applications: 5 MB, PDF or Word). */
export const jobFileRule: FileRule = {
  kinds: "PDF or Word document",
  ...JOB_FILES,
  invalidType: jobMessages.invalidFileType,
  tooLarge: jobMessages.fileTooLarge,
};

/** Proposal (bucket applications: 10 MB, PDF, Word or plain text). */
export const proposalFileRule: FileRule = {
  kinds: "PDF, Word document or text file",
  ...PROPOSAL_FILES,
  invalidType: programmeMessages.invalidFileType,
  tooLarge: programmeMessages.fileTooLarge,
};

/** The `accept` attribute for a rule: extensions and MIME types, so every picker filters. */
export function acceptAttribute(rule: FileRule): string {
  return [...rule.extensions.map((ext) => `.${ext}`), ...rule.extensions.map((ext) => MIME_BY_EXTENSION[ext])].join(
    ",",
  );
}

/** The hint under an upload field, from its rule: "PDF or Word document (.pdf, .doc, .docx), up to 5MB." */
export function fileHint(rule: FileRule): string {
  return `${rule.kinds} (${rule.extensions.map((ext) => `.${ext}`).join(", ")}), up to ${rule.maxBytes / MB}MB.`;
}

/** The lowercased extension after the last dot, or '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : "";
}

const UNKNOWN_TYPES = new Set(["", "application/octet-stream"]);

export type FileCheck = { ok: true; extension: FileExtension; contentType: string } | { ok: false; problem: Notice };

type FileLike = Pick<File, "name" | "type" | "size">;

export function checkFile(file: FileLike, rule: FileRule): FileCheck {
  const extension = rule.extensions.find((allowed) => allowed === fileExtension(file.name));
  const reported = file.type.split(";")[0]!.trim().toLowerCase();
  if (extension === undefined || (!UNKNOWN_TYPES.has(reported) && reported !== MIME_BY_EXTENSION[extension])) {
    return { ok: false, problem: rule.invalidType };
  }
  if (file.size > rule.maxBytes) return { ok: false, problem: rule.tooLarge };
  // The bucket's allow-list is exact, so the upload always declares the canonical type.
  return { ok: true, extension, contentType: MIME_BY_EXTENSION[extension] };
}

/** Letters that Unicode decomposition does not reduce to ASCII. */
const TRANSLITERATIONS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  þ: "th",
  Þ: "Th",
  ł: "l",
  Ł: "L",
  ı: "i",
};

export const SAFE_NAME_MAX = 100;

/**
 * A file name fit for a storage key and a URL path. Storage accepts
 * `[A-Za-z0-9_/!.*'() &$=@;:+,?-]`, but supabase-js puts the key in the URL unencoded, where
 * '?', '#', '&' and spaces would change its meaning; so we keep a stricter subset: letters,
 * digits, '.', '_' and '-'. Accents are transliterated, everything else becomes '-'; the
 * extension is kept (lowercased) and the whole name is at most `maxLength` characters.
 */
export function storageSafeFileName(name: string, maxLength = SAFE_NAME_MAX): string {
  const extension = fileExtension(name).replace(/[^a-z0-9]/g, "");
  const base = extension ? name.slice(0, name.lastIndexOf(".")) : name;
  const ascii = base
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\u0020-\u007E]/g, (char) => TRANSLITERATIONS[char] ?? "-");
  const suffix = extension ? `.${extension}` : "";
  const safeBase =
    ascii
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/([._-])[._-]+/g, "$1")
      .replace(/^[._-]+|[._-]+$/g, "")
      .slice(0, Math.max(1, maxLength - suffix.length))
      .replace(/[._-]+$/, "") || "file";
  return `${safeBase}${suffix}`;
}
