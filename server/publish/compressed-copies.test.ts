import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  brotliCopy,
  FIRST_WINDOW_BYTES,
  gzipCopy,
  HEADERS_ALLOWANCE_BYTES,
  QUICK_QUALITY,
} from "./compressed-copies.ts";

/** A page of words drawn from a fixed vocabulary, long enough that its Brotli copy is about `brotliBytes`. */
function pageOfAbout(brotliBytes: number): Buffer {
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647);
  const vocabulary = Array.from({ length: 2_000 }, () =>
    Array.from({ length: 3 + (next() % 8) }, () => String.fromCharCode(97 + (next() % 26))).join(""),
  );
  const words: string[] = [];
  let page = Buffer.alloc(0);
  while (quality(page, QUICK_QUALITY).length < brotliBytes) {
    for (let i = 0; i < 200; i++) words.push(vocabulary[next() % vocabulary.length]!);
    page = Buffer.from(`<!doctype html><html lang="en"><body><main><p>${words.join(" ")}</p></main></body></html>`);
  }
  return page;
}

const quality = (bytes: Buffer, level: number) =>
  brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });

describe("the compressed copies a publish writes beside a page", () => {
  const roomForThePage = FIRST_WINDOW_BYTES - HEADERS_ALLOWANCE_BYTES;

  it("are Brotli at the quick quality for a page well inside TCP's first window", async () => {
    const page = pageOfAbout(8_000);
    const copy = await brotliCopy(page);
    expect(copy.length).toBeLessThanOrEqual(roomForThePage);
    expect(copy).toEqual(quality(page, QUICK_QUALITY));
    expect(brotliDecompressSync(copy)).toEqual(page);
  });

  it("are Brotli at quality 11 for a page that needs its every byte to fit in the window", async () => {
    const page = pageOfAbout(roomForThePage + 200);
    const copy = await brotliCopy(page);
    expect(quality(page, QUICK_QUALITY).length).toBeGreaterThan(roomForThePage);
    expect(copy).toEqual(quality(page, 11));
    expect(copy.length).toBeLessThan(quality(page, QUICK_QUALITY).length);
    expect(brotliDecompressSync(copy)).toEqual(page);
  });

  it("include a gzip copy of the same bytes", async () => {
    const page = pageOfAbout(2_000);
    expect(gunzipSync(await gzipCopy(page))).toEqual(page);
  });
});
