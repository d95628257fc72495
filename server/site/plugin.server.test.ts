import { readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSecurityApp, type SecurityTestApp } from "../../tests/support/server/security.ts";

/** The site as the server serves it: the 404 page, hashed assets, and forms sent before their island ran. */
describe("the site plugin", () => {
  let t: SecurityTestApp;
  beforeAll(async () => {
    t = await startSecurityApp({}, { site: true });
  });
  afterAll(() => t.close());

  it("answers an unknown path with the not-found page and a real 404, revalidated", async () => {
    const response = await t.app.inject({ method: "GET", url: "/no-such-page" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("Not found");
    expect(response.headers["cache-control"]).toBe("no-cache");
    // The 404 file itself is not a page of its own.
    expect((await t.app.inject({ method: "GET", url: "/404.html" })).statusCode).toBe(404);
  });

  it("holds page requests while a publish moves its files in: both routes changed, never one", async () => {
    const root = t.siteRoot!;
    const title = async (url: string) =>
      /<h1>(.*?)<\/h1>/.exec(
        (await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } })).body,
      )?.[1];
    const pages = ["index.html", "contact/index.html"].map((file) => join(root, file));
    const before = await Promise.all(pages.map((file) => readFile(file)));
    for (const name of ["home", "contact"]) await writeFile(join(root, `${name}.next`), `<h1>${name} after</h1>`);
    try {
      let asked: Promise<(string | undefined)[]> | undefined;
      await t.app.sitePages.hold(async () => {
        await rename(join(root, "home.next"), join(root, "index.html"));
        // A visitor asks for both pages halfway through the move.
        asked = Promise.all([title("/"), title("/contact/")]);
        await sleep(200);
        await rename(join(root, "contact.next"), join(root, "contact", "index.html"));
      });
      expect(await asked).toEqual(["home after", "contact after"]);
    } finally {
      await Promise.all(pages.map((file, i) => writeFile(file, before[i]!)));
    }
  });

  it("caches hashed assets for a year and pages not at all without revalidating", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await t.app.inject({ method: "GET", url: "/contact/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  it.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const)(
    "sends a page's %s copy made at build time, with the page's own headers",
    async (encoding, decompress) => {
      const response = await t.app.inject({
        method: "GET",
        url: "/contact/",
        headers: { "accept-encoding": `${encoding}, identity` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["vary"]).toMatch(/accept-encoding/i);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["content-security-policy"]).toContain("script-src");
      expect(response.headers["cache-control"]).toBe("no-cache");
      const body = decompress(response.rawPayload).toString();
      expect(body).toContain("<h1>Contact</h1>");
      expect(body).toContain(`<!-- the build's ${encoding} copy -->`);
    },
  );

  it("sends the page itself to a client that takes no compression, and never the copies as files", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/contact/", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<h1>Contact</h1>");
    for (const copy of ["/contact/index.html.br", "/contact/index.html.gz"]) {
      expect((await t.app.inject({ method: "GET", url: copy })).statusCode).toBe(404);
    }
  });

  it("redirects an address the publish's redirects name with a 301, keeping the query, cached for a day", async () => {
    for (const url of ["/old-contact", "/old-contact/"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe("/contact");
      expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    }
    const withQuery = await t.app.inject({ method: "GET", url: "/old-contact?utm_source=mail" });
    expect(withQuery.headers.location).toBe("/contact?utm_source=mail");
    const away = await t.app.inject({ method: "GET", url: "/away?x=1" });
    expect([away.statusCode, away.headers.location]).toEqual([301, "https://example.org/news?x=1#latest"]);
  });

  it("serves a page before a redirect from its address, and never the redirects' file", async () => {
    const page = await t.app.inject({ method: "GET", url: "/contact" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h1>Contact</h1>");
    expect((await t.app.inject({ method: "GET", url: "/_redirects" })).statusCode).toBe(404);
  });

  it.each([
    ["application/x-www-form-urlencoded", "name=Ada+Lovelace&email=ada%40example.com"],
    [
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nada@example.com\r\n--x--\r\n',
    ],
    ["text/plain", "email=ada@example.com"],
  ])("sends a form posted before its island ran (%s) to the not-sent page, reading nothing", async (type, body) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/forms/early",
      headers: { "content-type": type },
      payload: body,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/form-not-sent");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).not.toContain("ada");
  });

  it("leaves the API's own body parsing alone", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/v1/contact_submissions",
      headers: { apikey: t.anonKey, authorization: `Bearer ${t.anonKey}`, "content-type": "application/json" },
      payload: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: null,
        inquiry_type: "demo-request",
        message: "A message long enough.",
      },
    });
    expect(response.statusCode).toBe(201);
  });
});
