import { mkdtemp, mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { copyPublishedMedia, mediaAddresses } from "./hosted-media.ts";

const AVIF = "AbCdEfGhIjKlMnOp-640.avif";
const JPEG = "AbCdEfGhIjKlMnOp-640.jpg";
const DOC = "/media/documents/0b6f5c1e-8d2a-4f3b-9c7e-1a2b3c4d5e6f.pdf";

const page = `<!doctype html><html><head>
<meta property="og:image" content="https://kosmos.example/media/${JPEG}">
<meta name="description" content="media/not-an-address and /media/ mentioned in words">
</head><body>
<picture><source type="image/avif" srcset="/media/${AVIF} 640w, /media/AbCdEfGhIjKlMnOp-1280.avif 1280w">
<img src="/media/${JPEG}" alt="Ada"></picture>
<a href="${DOC}">Download</a><a href="/about">About</a>
<p>Text that says /media/${AVIF} is not an address.</p>
</body></html>`;

describe("a hosted build's media", () => {
  it("finds every library address a page refers to, once each, and nothing written in its text", () => {
    expect(mediaAddresses(page)).toEqual([
      `/media/${JPEG}`,
      `/media/${AVIF}`,
      "/media/AbCdEfGhIjKlMnOp-1280.avif",
      DOC,
    ]);
  });

  it("fetches each file from the project's Storage as a visitor and writes it at its address beside the pages", async () => {
    const out = await mkdtemp(join(tmpdir(), "hosted-media-"));
    await mkdir(join(out, "our-team"));
    await writeFile(join(out, "our-team", "index.html"), page);
    await writeFile(join(out, "index.html"), `<img src="/media/${JPEG}" alt="">`);
    const asked: { url: string; apikey: string | null }[] = [];
    const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      asked.push({ url, apikey: new Headers(init?.headers).get("apikey") });
      return new Response(`bytes of ${url.split("/media/")[1]}`);
    }) as typeof fetch;

    const copied = await copyPublishedMedia(out, { url: "https://ref.supabase.co/", key: "sb_publishable_x" }, fetcher);

    expect(copied.files).toBe(4);
    expect(asked.map((a) => a.url).sort()).toEqual(
      [
        `https://ref.supabase.co/storage/v1/object/authenticated/media/${JPEG}`,
        `https://ref.supabase.co/storage/v1/object/authenticated/media/${AVIF}`,
        "https://ref.supabase.co/storage/v1/object/authenticated/media/AbCdEfGhIjKlMnOp-1280.avif",
        `https://ref.supabase.co/storage/v1/object/authenticated/media${DOC.slice("/media".length)}`,
      ].sort(),
    );
    expect(new Set(asked.map((a) => a.apikey))).toEqual(new Set(["sb_publishable_x"]));
    expect(await readFile(join(out, "media", AVIF), "utf8")).toBe(`bytes of ${AVIF}`);
    expect(await readFile(join(out, DOC), "utf8")).toBe(`bytes of ${DOC.slice("/media/".length)}`);
  });

  it("stops the build naming every file the project refuses, rather than ship a page with a broken picture", async () => {
    const out = await mkdtemp(join(tmpdir(), "hosted-media-"));
    await writeFile(join(out, "index.html"), page);
    const fetcher = (async (input: string | URL | Request) =>
      String(input).endsWith(".jpg") || String(input).endsWith(".pdf")
        ? new Response("{}", { status: 400 })
        : new Response("ok")) as typeof fetch;

    await expect(copyPublishedMedia(out, { url: "https://ref.supabase.co", key: "k" }, fetcher)).rejects.toThrow(
      `The pages refer to 2 file(s) the project does not let visitors read (is what shows them live?): /media/${JPEG} (400), ${DOC} (400)`,
    );
  });
});
