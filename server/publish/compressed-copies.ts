/**
 * The Brotli and gzip copies a publish writes beside each file, as the build's compressor leaves
 * them, which the server sends as they are (server/site/plugin.ts).
 *
 * Brotli's quality 11 is the build's (the pages it makes are compressed once), but on a publish of
 * every page it was half the render thread's time (1.7 s of 3.3 s for 36 pages): 35 ms a page,
 * against 1 ms at quality 6 for 10 % more bytes (12 times the time at quality 10 for 7 % more;
 * quality 9 is slower than 10). Those bytes change when a page arrives only for a page near TCP's
 * first window: inside it, the page and its headers come in the first round trip (decision 032).
 * So a publish compresses each file at quality 6, and again at 11 when the quick copy leaves less
 * room than the headers may take.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The quality of the quick copy. */
export const QUICK_QUALITY = 6;
/** Ten segments of 1,460 bytes (RFC 6928): what a new connection may receive before its first acknowledgement. */
export const FIRST_WINDOW_BYTES = 14_600;
/** Room left for a page's headers (its Content-Security-Policy is most of them: about 1 KB today). */
export const HEADERS_ALLOWANCE_BYTES = 1_600;

const brotliAt = (bytes: Buffer, quality: number) =>
  brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

/** The Brotli copy: the quick one, or quality 11's when the quick one may not fit in the first window with its headers. */
export async function brotliCopy(bytes: Buffer): Promise<Buffer> {
  const quick = await brotliAt(bytes, QUICK_QUALITY);
  if (quick.length <= FIRST_WINDOW_BYTES - HEADERS_ALLOWANCE_BYTES) return quick;
  const best = await brotliAt(bytes, 11);
  return best.length < quick.length ? best : quick;
}

export const gzipCopy = (bytes: Buffer): Promise<Buffer> => gz(bytes, { level: 9 });
