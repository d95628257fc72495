/**
 * `npm run record`, the real command on an embedded DATA_DIR: a period's site record as one signed
 * archive holding each page exactly as served and the publish that made it; `--verify` proves it
 * with the install's public key and refuses a copy whose page was changed (even with the manifest
 * made to match) or a key that is not the install's; `npm run restore` refuses it as no backup; and
 * while the server owns DATA_DIR the command goes through it, the site serving on.
 */
import { execFile } from "node:child_process";
import { createHash, generateKeyPairSync } from "node:crypto";
import { createWriteStream, existsSync, mkdtempSync } from "node:fs";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { createGzip } from "node:zlib";
import { pipeline } from "node:stream/promises";
import tar from "tar-stream";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, migrate } from "../db/index.ts";
import { keepRecord, recordServedPages } from "../publish/record.ts";
import { testConfig } from "../../tests/support/server/databases.ts";
import {
  discardServer,
  newDataDir,
  removeDataDir,
  startServer,
  type ServerProcess,
} from "../../tests/support/server/faults.ts";
import { eachEntry, readAll } from "./read.ts";
import { readBackupSigner } from "./signing.ts";

const run = promisify(execFile);
const html = (words: string) => `<!doctype html><html lang="en"><title>${words}</title><h1>${words}</h1></html>`;

/** Runs a script of the project as `npm run` does; answers its exit code and what it printed. */
async function command(script: string, args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function entriesOf(archive: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  await eachEntry(archive, async (path, content) => void entries.set(path, await readAll(content, 64e6, path)));
  return entries;
}

async function writeEntries(archive: string, entries: Map<string, Buffer>) {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(archive));
  for (const [name, data] of entries) pack.entry({ name, size: data.length }, data);
  pack.finalize();
  await written;
}

const EVIDENCE = Buffer.from("%PDF-1.4\n% the benchmark behind a figure\n%%EOF\n");

describe("npm run record", () => {
  let evidenceId = "";
  const dataDir = newDataDir();
  const scratch = mkdtempSync(join(tmpdir(), "kosmos-record-export-"));
  let server: ServerProcess | undefined;
  const elsewhere = join(scratch, "restored");
  afterAll(async () => {
    await discardServer(server, dataDir);
    removeDataDir(elsewhere);
    await rm(scratch, { recursive: true, force: true });
  });
  const yesterday = new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);

  it("exports a period's pages as served, signed, and --verify proves it with the install's public key", async () => {
    const db = await openDatabase(testConfig(dataDir), { command: "test" });
    try {
      await migrate(db);
      const site = join(scratch, "site");
      await mkdir(join(site, "contact"), { recursive: true });
      await writeFile(join(site, "index.html"), html("Home"));
      await writeFile(join(site, "contact", "index.html"), html("Contact us"));
      await recordServedPages(db, site);
      await writeFile(join(site, "contact", "index.html"), html("Write to us"));
      await db.asOwner(async (tx) => {
        const [publish] = (
          await tx.query<{ id: string }>(
            "insert into public.content_publishes (types, routes, state) values ('{contact}', '{/contact}', 'live') returning id",
            [],
          )
        ).rows;
        await keepRecord(tx, publish!.id, { routes: ["/contact"], from: site, removed: [] });
        // The claims the install registered with the site, dated inside the period, and one with its PDF.
        await tx.query("update public.content_claims set recorded_at = $1", [`${yesterday}T12:00:00Z`]);
        const [pdf] = (
          await tx.query<{ id: string }>(
            `insert into public.media (name, original, state, kind, bytes)
             values ('Benchmark KI-114', 'originals/' || gen_random_uuid(), 'ready', 'document', $1) returning id`,
            [EVIDENCE.length],
          )
        ).rows;
        evidenceId = pdf!.id;
        await mkdir(join(dataDir, "storage", "media", "documents"), { recursive: true });
        await writeFile(join(dataDir, "storage", "media", "documents", `${evidenceId}.pdf`), EVIDENCE);
        await tx.query(
          `insert into public.content_claims (item_id, type, field, wording, evidence_document, owner, review_by, recorded_at)
           select id, type, 'value', 'Billions', $1, 'editor@kosmos.test', current_date + 30, $2
             from public.content_items where type = 'figure' limit 1`,
          [evidenceId, `${yesterday}T13:00:00Z`],
        );
      });
    } finally {
      await db.close();
    }

    const archive = join(scratch, "record.tar.gz");
    const made = await command("scripts/record.ts", ["--from", yesterday, "--to", today, "--out", archive], dataDir);
    expect(made.stderr).not.toMatch(/error/i);
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(
      /^site record written to .*record\.tar\.gz: .*, 3 pages \(3 changes of a route\), 1 publishes, /,
    );

    const entries = await entriesOf(archive);
    const record = entries
      .get("record.jsonl")!
      .toString()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { route: string; hash: string; publish_id: string | null });
    const contact = record.filter((row) => row.route === "/contact");
    expect(contact.map((row) => entries.get(`pages/${row.hash}.html`)?.toString())).toEqual([
      html("Contact us"),
      html("Write to us"),
    ]);
    expect(contact.map((row) => row.publish_id === null)).toEqual([true, false]);
    expect(entries.get("README.txt")!.toString()).toContain("npm run record -- --verify");
    const claims = entries
      .get("claims.jsonl")!
      .toString()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(claims).toContainEqual(
      expect.objectContaining({ type: "testimonial", field: "highlightFigure", wording: "22%", placeholder: true }),
    );
    expect(claims).toContainEqual(
      expect.objectContaining({
        wording: "Billions",
        evidence_document: evidenceId,
        evidence_document_name: "Benchmark KI-114",
      }),
    );
    expect(entries.get(`evidence/${evidenceId}.pdf`)).toEqual(EVIDENCE);

    const { publicKey } = (await readBackupSigner(dataDir))!;
    const verified = await command("scripts/record.ts", ["--verify", archive, "--public-key", publicKey], dataDir);
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain(`verified: every entry as its manifest says, signed by ${publicKey}`);

    // A page changed after the export, its manifest entry made to match: the signature says so.
    const forged = new Map(entries);
    const page = `pages/${contact[1]!.hash}.html`;
    const altered = Buffer.from(html("We never said this"));
    const manifest = JSON.parse(entries.get("manifest.json")!.toString()) as {
      entries: { path: string; size: number; sha256: string }[];
    };
    const entry = manifest.entries.find((e) => e.path === page)!;
    entry.size = altered.length;
    entry.sha256 = createHash("sha256").update(altered).digest("hex");
    forged.set(page, altered);
    forged.set("manifest.json", Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    const forgery = join(scratch, "forged.tar.gz");
    await writeEntries(forgery, forged);
    const refused = await command("scripts/record.ts", ["--verify", forgery, "--public-key", publicKey], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("is not verified: its signature does not match its contents.");

    // Someone else's key does not verify it either.
    const other = generateKeyPairSync("ed25519").publicKey.export({ format: "jwk" }).x;
    const stranger = await command(
      "scripts/record.ts",
      ["--verify", archive, "--public-key", `kosmos-backup-ed25519:${other}`],
      dataDir,
    );
    expect(stranger.code).toBe(1);
    expect(stranger.stderr).toContain("is not verified: it is signed by another key");

    // It is no backup: a restore refuses it, and writes nothing.
    const restore = await command("scripts/restore.ts", [archive], elsewhere);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain("is an export of the site record for an auditor (npm run record), not a backup.");
  }, 120_000);

  it("goes through the server while it owns DATA_DIR, and refuses a period that ends before it starts", async () => {
    server = await startServer(dataDir);
    const archive = join(scratch, "through-server.tar.gz");
    const made = await command("scripts/record.ts", ["--from", yesterday, "--to", today, "--out", archive], dataDir);
    expect(made.code).toBe(0);
    expect(made.stdout).toContain("3 pages (3 changes of a route), 1 publishes");
    expect((await fetch(`${server.origin}/`)).status).toBe(200);

    const backwards = await command(
      "scripts/record.ts",
      ["--from", today, "--to", yesterday, "--out", archive],
      dataDir,
    );
    expect(backwards.code).toBe(1);
    expect(backwards.stderr).toContain("--to must come after --from. Nothing was written.");

    // An evidence PDF gone from storage: the export stops, says which, and leaves no file.
    await rm(join(dataDir, "storage", "media", "documents", `${evidenceId}.pdf`));
    const incomplete = join(scratch, "incomplete.tar.gz");
    const missing = await command(
      "scripts/record.ts",
      ["--from", yesterday, "--to", today, "--out", incomplete],
      dataDir,
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`The evidence PDF ${evidenceId} a claim names is missing from storage`);
    expect(missing.stderr).toContain("nothing was written");
    expect(existsSync(incomplete)).toBe(false);
    expect((await readdir(scratch)).filter((name) => name.includes("incomplete"))).toEqual([]);
  }, 120_000);
});
