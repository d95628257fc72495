/**
 * A picture of the media library as content holds it (decision 042): what staff chose
 * (the picture, its alternative text or "decorative"), completed by the database with the
 * picture's size, focal point and files (public.media; private.checked_picture).
 */
export type PictureFormat = "avif" | "webp" | "jpeg" | "png";
export type PictureFile = { format: PictureFormat; width: number; height: number; name: string; size: number };

/** What an editor sends for an image field. */
export type PictureChoice = { media: string; alt: string; decorative: boolean };

/** What the pages read: the choice, with what the library knows of the picture. */
export type Picture = PictureChoice & {
  width: number;
  height: number;
  focalX: number;
  focalY: number;
  files: PictureFile[];
};

/** Where the site serves a library file to visitors (only those live content shows). */
export const MEDIA_PATH = "/media/";

/** A variant's file name: its bytes' hash, its width, its format (server/media/image-variants.ts). */
export const MEDIA_FILE_NAME = /^[A-Za-z0-9_-]{16}-\d{1,5}\.(avif|webp|jpg|png)$/;

export const isPictureChoice = (value: unknown): value is PictureChoice =>
  typeof value === "object" && value !== null && typeof (value as { media?: unknown }).media === "string";

const FORMATS: readonly string[] = ["avif", "webp", "jpeg", "png"];
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isFile = (file: unknown): file is PictureFile => {
  const f = file as PictureFile;
  return (
    typeof f === "object" &&
    f !== null &&
    FORMATS.includes(f.format) &&
    isNumber(f.width) &&
    isNumber(f.height) &&
    typeof f.name === "string" &&
    MEDIA_FILE_NAME.test(f.name)
  );
};

/**
 * A picture as the database completed it, or null for anything else: what a page shows of a
 * picture inside rich text, whose attributes it reads from a document rather than a typed field.
 */
export function asPicture(value: unknown): Picture | null {
  const p = value as Picture;
  if (!isPictureChoice(value) || typeof p.alt !== "string" || typeof p.decorative !== "boolean") return null;
  if (![p.width, p.height, p.focalX, p.focalY].every(isNumber) || !Array.isArray(p.files)) return null;
  const files = p.files.filter(isFile);
  return files.length > 0 ? { ...p, files } : null;
}

/** The back office's and the database's rule for an image field, in the same words. */
export function pictureProblem(label: string, required: boolean, value: PictureChoice | undefined): string | null {
  if (!value) return required ? `${label}: choose a picture from the library` : null;
  if (value.decorative) return null;
  const alt = value.alt.trim();
  if (alt === "") {
    return `${label}: write its alternative text (what the picture shows, for those who cannot see it), or mark it decorative`;
  }
  const length = [...alt].length;
  if (length > 300) return `${label}: alternative text of at most 300 characters (this has ${length})`;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\x01-\x1f\x7f]/.test(alt)) return `${label}: alternative text on one line, without control characters`;
  return null;
}

/** A document's key in the `media` bucket, and the stable address visitors download it from. */
export const documentKey = (id: string) => `documents/${id}.pdf`;
export const documentAddress = (id: string) => `${MEDIA_PATH}${documentKey(id)}`;
export const DOCUMENT_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

/** A download's size as a card says it: "PDF, 1.2 MB". */
export function documentSize(bytes: number): string {
  if (bytes < 1000 * 1000) return `PDF, ${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `PDF, ${(bytes / 1000 / 1000).toFixed(1)} MB`;
}

/** Whether an address is a document of the library's (what a download field may hold besides https). */
export const isDocumentAddress = (value: string) =>
  value.startsWith(`${MEDIA_PATH}documents/`) && DOCUMENT_FILE_NAME.test(value.slice(`${MEDIA_PATH}documents/`.length));
