import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { afterFirstPaintLoader } from "../../integrations/after-first-paint.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

const loader = afterFirstPaintLoader("/assets/site.abc.css", "/assets/islands.def.js");

describe("inlineScriptHashes", () => {
  it("hashes each executable inline script of the back office's page exactly as written, once", () => {
    const html = `<script>window.a = 1;</script><script type="module" async="">import "/x.js";</script><script>window.a = 1;</script>`;
    expect(inlineScriptHashes(html, "build's")).toEqual([sha("window.a = 1;"), sha('import "/x.js";')]);
  });

  it("allows on a page that shows content only the finisher's loader, never another inline script", () => {
    const html = `<script>alert(1)</script><script>${loader}</script><script>${loader};alert(2)</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha(loader)]);
  });

  it("hashes only real <script> elements: one typed into an attribute is text", () => {
    const typed = `Kosmos <script>1</script></body><script>${loader}</script>`;
    const html = `<meta name="description" content="${typed}"><p>x</p>`;
    expect(inlineScriptHashes(html)).toEqual([]);
    expect(inlineScriptHashes(`<meta content="<script>alert(1)</script>">`, "build's")).toEqual([]);
  });

  it("skips external scripts and data blocks such as JSON-LD", () => {
    const html = `<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows only the site itself, the listed hashes and frames, and no inline script", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: ["'sha256-abc'"],
      frameOrigins: ["https://www.openstreetmap.org"],
    });
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).toContain("frame-src https://www.openstreetmap.org");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(csp).toContain("img-src 'self' data:;");
  });

  it("lets only the back office show images its script made (the library's thumbnails)", () => {
    expect(contentSecurityPolicy({ blobImages: true })).toContain("img-src 'self' data: blob:;");
  });

  it("forbids frames when none are listed and can upgrade insecure requests", () => {
    const csp = contentSecurityPolicy({ upgradeInsecureRequests: true });
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
  });
});
