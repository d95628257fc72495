import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { afterFirstPaintLoader } from "../../integrations/after-first-paint.ts";
import { createAssetSweep } from "./asset-sweep.ts";
import { moveIntoPlace } from "./render.ts";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "kosmos-assets-"));
  await mkdir(join(root, "assets"));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const put = (file: string, text = "x") => writeFile(join(root, file), text);
const pageFetching = (css: string, js: string) =>
  `<html><body><script>${afterFirstPaintLoader(css, js)}</script></body></html>`;

describe("the finisher's files no page refers to any more", () => {
  it("stay a day after they were first found unreferenced, then go with their compressed copies", async () => {
    let clock = 1_000_000;
    const sweep = createAssetSweep(root, { now: () => clock });
    await put("index.html", pageFetching("/assets/site.new1234567.css", "/assets/islands.new1234567.js"));
    for (const file of ["site.new1234567.css", "islands.new1234567.js", "islands.old1234567.js", "Form.abc.js"])
      for (const suffix of ["", ".br", ".gz"]) await put(`assets/${file}${suffix}`);
    // A page that still fetches the old loader in its text, not in a script, does not keep it.
    await mkdir(join(root, "about"));
    await put("about/index.html", "<p>/assets/islands.old1234567.js</p>");

    expect(await sweep()).toEqual([]);
    clock += 23 * 60 * 60 * 1000;
    expect(await sweep()).toEqual([]);
    clock += 60 * 60 * 1000;
    expect(await sweep()).toEqual(["/assets/islands.old1234567.js"]);
    for (const suffix of ["", ".br", ".gz"])
      expect(existsSync(join(root, `assets/islands.old1234567.js${suffix}`))).toBe(false);
    // What pages fetch, and the build's own modules, stay.
    for (const file of ["site.new1234567.css", "islands.new1234567.js", "Form.abc.js"])
      expect(existsSync(join(root, "assets", file))).toBe(true);
  });

  it("start their wait again when a page refers to them again meanwhile", async () => {
    let clock = 0;
    const sweep = createAssetSweep(root, { now: () => clock });
    await put("assets/islands.again12345.js");
    await put("index.html", "<p>none</p>");
    await sweep();
    clock += 20 * 60 * 60 * 1000;
    await put("index.html", pageFetching("/assets/site.x123456789.css", "/assets/islands.again12345.js"));
    await sweep();
    await put("index.html", "<p>none</p>");
    clock += 20 * 60 * 60 * 1000;
    expect(await sweep()).toEqual([]);
  });
});

describe("a publish's files", () => {
  it("move in from staging with the pages, the file already served left as it is", async () => {
    const staging = await mkdtemp(join(tmpdir(), "kosmos-staging-"));
    await mkdir(join(staging, "assets"));
    await mkdir(join(staging, "careers"));
    for (const suffix of ["", ".br", ".gz"]) {
      await writeFile(join(staging, `assets/islands.fresh12345.js${suffix}`), "fresh");
      await writeFile(join(staging, `assets/site.served1234.css${suffix}`), "staged");
      await writeFile(join(staging, `careers/index.html${suffix}`), "page");
    }
    await put("assets/site.served1234.css", "served");
    await moveIntoPlace(staging, root, ["/careers"], ["assets/islands.fresh12345.js", "assets/site.served1234.css"]);
    expect(existsSync(join(root, "assets/islands.fresh12345.js.br"))).toBe(true);
    expect(existsSync(join(root, "careers/index.html"))).toBe(true);
    expect(existsSync(staging)).toBe(false);
  });
});
