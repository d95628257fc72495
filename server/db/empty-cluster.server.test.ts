import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pgliteTemplate } from "../../tests/support/server/pglite-template.ts";
import { createCluster, emptyClusterDir, prepareEmptyCluster } from "./empty-cluster.ts";
import { openPglite } from "./pglite.ts";

const root = await mkdtemp(join(tmpdir(), "kosmos-empty-cluster-"));
afterAll(() => rm(root, { recursive: true, force: true }));

/** A copy of the cached empty cluster with a file of our own in it, to tell a copy from an initdb. */
async function markedCluster(name: string): Promise<string> {
  const dir = join(root, name);
  await cp(await pgliteTemplate(), dir, { recursive: true });
  await writeFile(join(dir, "made-by-the-build"), "yes");
  return dir;
}

describe("a first start's database cluster", () => {
  it("is named by PGlite's version, beside the site's build folder", () => {
    expect(emptyClusterDir("/srv/app/build/client")).toMatch(/^\/srv\/app\/build\/pglite\/\d+\.\d+\.\d+$/);
  });

  it("is a copy of the build's empty cluster when there is one, which then opens and takes queries", async () => {
    const prepared = await markedCluster("prepared");
    const dir = join(root, "data-1", "pglite");
    await mkdir(dir, { recursive: true });
    expect(await createCluster(dir, prepared)).toBe("copied");
    expect(await readFile(join(dir, "made-by-the-build"), "utf8")).toBe("yes");
    const db = await openPglite(dir, { emptyCluster: prepared });
    const { rows } = await db.asOwner((tx) => tx.query<{ n: number }>("select 1 + 1 as n", []));
    expect(rows[0]!.n).toBe(2);
    await db.close();
    expect(await readdir(join(root, "data-1"))).toEqual(["pglite"]); // no staging folder left
  });

  it("is made by initdb when the build holds none, and a start cut off half-way leaves nothing that stops the next", async () => {
    const dir = join(root, "data-2", "pglite");
    await mkdir(dir, { recursive: true });
    await mkdir(`${dir}.new`); // what a start killed during the copy leaves
    await writeFile(join(`${dir}.new`, "PG_VERSION"), "half");
    expect(await createCluster(dir, join(root, "no-such-build"))).toBe("initdb");
    expect((await readFile(join(dir, "PG_VERSION"), "utf8")).trim()).toMatch(/^\d+$/);
    expect(await readdir(join(root, "data-2"))).toEqual(["pglite"]);
  });

  it("never replaces a folder that already holds files", async () => {
    const prepared = await markedCluster("prepared-2");
    const dir = join(root, "data-3", "pglite");
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "PG_VERSION"), "17");
    await expect(createCluster(dir, prepared)).rejects.toThrow();
    expect(await readFile(join(dir, "PG_VERSION"), "utf8")).toBe("17");
    expect(await readdir(join(root, "data-3"))).toEqual(["pglite"]);
  });

  it("a damaged prepared cluster stops the start with a clear message and leaves the folder empty, so the next start can make one", async () => {
    const broken = join(root, "broken-build");
    await mkdir(broken, { recursive: true });
    await writeFile(join(broken, "PG_VERSION"), "18\n"); // a cluster in name only
    const dir = join(root, "data-4", "pglite");
    await expect(openPglite(dir, { emptyCluster: broken })).rejects.toThrow(/could not be created/);
    expect(await readdir(dir)).toEqual([]);
    expect(await readdir(join(root, "data-4"))).toEqual(["pglite"]);
    const db = await openPglite(dir, { emptyCluster: await pgliteTemplate() });
    await db.close();
  });

  it("is prepared once: a second build keeps the one that is there", async () => {
    const target = join(root, "build", "pglite", "1.2.3");
    expect(await prepareEmptyCluster(target)).toBe("made");
    await writeFile(join(target, "kept"), "yes");
    expect(await prepareEmptyCluster(target)).toBe("present");
    expect(await readFile(join(target, "kept"), "utf8")).toBe("yes");
    expect((await readdir(join(root, "build", "pglite"))).sort()).toEqual(["1.2.3"]);
  });
});
