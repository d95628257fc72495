/**
 * How a library picture reaches a page: AVIF first, then WebP, then the fallback, each
 * at its widths; its box reserved by its intrinsic size; lazy unless it is the largest paint; its
 * alternative text, or none when decorative; a logo in a link always named.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Picture } from "~shared/picture";
import { PartnerQuote } from "../sections/PartnerQuote";
import { AnyPicture, LibraryPicture } from "./Picture";

const files = (hash: string, format: Picture["files"][number]["format"], ext: string) =>
  [480, 768].map((width) => ({ format, width, height: width * 1.5, name: `${hash}-${width}.${ext}`, size: 1000 }));
const PHOTO: Picture = {
  media: "5f0c8a9e-2d1b-4c3a-9e8f-7a6b5c4d3e2f",
  alt: "Ada at her desk",
  decorative: false,
  width: 800,
  height: 1200,
  focalX: 0.25,
  focalY: 0.1,
  files: [
    ...files("AAAAAAAAAAAAAAAA", "jpeg", "jpg"),
    ...files("BBBBBBBBBBBBBBBB", "avif", "avif"),
    ...files("CCCCCCCCCCCCCCCC", "webp", "webp"),
  ],
};

describe("LibraryPicture", () => {
  it("offers AVIF, then WebP, then JPEG at every width, with its size reserved, lazily", () => {
    const html = renderToStaticMarkup(<LibraryPicture picture={PHOTO} sizes="96px" />);
    expect(html).toBe(
      '<picture><source type="image/avif" srcSet="/media/BBBBBBBBBBBBBBBB-480.avif 480w, /media/BBBBBBBBBBBBBBBB-768.avif 768w" sizes="96px"/>' +
        '<source type="image/webp" srcSet="/media/CCCCCCCCCCCCCCCC-480.webp 480w, /media/CCCCCCCCCCCCCCCC-768.webp 768w" sizes="96px"/>' +
        '<img src="/media/AAAAAAAAAAAAAAAA-480.jpg" srcSet="/media/AAAAAAAAAAAAAAAA-480.jpg 480w, /media/AAAAAAAAAAAAAAAA-768.jpg 768w" sizes="96px" width="800" height="1200" alt="Ada at her desk" loading="lazy" decoding="async" class="object-cover" style="object-position:25% 10%"/></picture>',
    );
  });

  it("loads a page's largest paint at once and first, and gives a decorative picture no text", () => {
    const html = renderToStaticMarkup(
      <LibraryPicture picture={{ ...PHOTO, decorative: true }} sizes="100vw" load="first" />,
    );
    expect(html).toContain('alt="" loading="eager" decoding="sync" fetchPriority="high"');
  });

  it("names a partner's logo link by their name when the logo was marked decorative", () => {
    const html = renderToStaticMarkup(
      <PartnerQuote
        partner={{ name: "Northbridge Capital", url: "https://northbridge.example" }}
        logo={{ ...PHOTO, decorative: true, alt: "" }}
        quote="Useful."
        attribution="A CRO"
      />,
    );
    expect(html).toContain('alt="Northbridge Capital"');
    expect(html).toContain('class="object-contain h-12 w-auto"');
    expect(html).not.toContain("object-position");
  });

  it("shows a feature's library picture in place of its illustration, whole, fetched early but after the text", () => {
    const drawing = { src: "/assets/chaos.svg", alt: "A network", width: 640, height: 400 };
    expect(renderToStaticMarkup(<AnyPicture image={drawing} sizes="90vw" load="eager" className="w-full" />)).toBe(
      '<img src="/assets/chaos.svg" alt="A network" width="640" height="400" loading="eager" fetchPriority="low" decoding="async" class="w-full"/>',
    );
    const html = renderToStaticMarkup(<AnyPicture image={PHOTO} sizes="90vw" load="eager" className="w-full" />);
    expect(html).toMatch(/^<picture><source type="image\/avif"/);
    expect(html).toContain(
      'alt="Ada at her desk" loading="eager" decoding="async" fetchPriority="low" class="object-contain w-full"',
    );
  });
});
