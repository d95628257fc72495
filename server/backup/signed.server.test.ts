/**
 * Whoever can write to the backup store (the restic repository, the bucket)
 * could build an archive with their own secret key or an extra admin, checksums and all, and
 * `npm run restore` took it. Archives are now signed with a key only the install holds, checked
 * before anything is written; and what a restore holds in memory is bounded.
 */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { openDatabase } from "../db/index.ts";
import { databases, testConfig, type TestDatabase } from "../../tests/support/server/databases.ts";
import { contact } from "../../tests/support/server/submissions.ts";
import { rewriteArchive, writeRawArchive } from "../../tests/support/server/backup-archive.ts";
import { BackupError } from "./format.ts";
import { restoreArchive } from "./restore.ts";
import { signatureEntry, type BackupSigner } from "./signing.ts";
import { writeArchive } from "./write.ts";
import { generateKeyPairSync, sign } from "node:crypto";

const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), "kosmos-signed-"));
const pglite = databases.find((d) => d.name === "pglite")!;
let source: TestDatabase;
let archive: string;
let publicKey: string;

/** What `npm run keys` prints for this DATA_DIR, as an operator would copy it. */
async function printedBackupKey(dataDir: string): Promise<string> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/keys.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
  return /^backup public key: (\S+)$/m.exec(stdout)?.[1] ?? "";
}

const emptyTarget = () => testConfig(mkdtempSync(join(scratch, "target-")));
const written = async (dataDir: string) =>
  (await readdir(dataDir).catch(() => [])).filter((n) => !n.startsWith("owner"));
const refused = async (
  file: string,
  message: RegExp,
  options: Parameters<typeof restoreArchive>[2] = { publicKey },
) => {
  const target = emptyTarget();
  const attempt = restoreArchive(file, target, options);
  await expect(attempt).rejects.toBeInstanceOf(BackupError);
  await expect(restoreArchive(file, target, options)).rejects.toThrow(message);
  expect(await written(target.DATA_DIR)).toEqual([]);
};

beforeAll(async () => {
  source = await pglite.create();
  const app = await buildApp({ config: source.config, serveSite: false });
  await app.ready();
  await app.inject({
    method: "POST",
    url: "/rest/v1/contact_submissions",
    headers: { apikey: app.installKeys.publishableKey, "content-type": "application/json" },
    payload: JSON.stringify(contact({ email: "ada@example.com" })),
  });
  archive = join(scratch, "signed.tar.gz");
  await writeArchive(app.db, source.config.DATA_DIR, archive);
  await app.close();
  publicKey = await printedBackupKey(source.config.DATA_DIR);
}, 120_000);
afterAll(async () => {
  await source?.destroy();
  await rm(scratch, { recursive: true, force: true });
});

describe("a signed backup", () => {
  it("restores on a fresh machine with the public key npm run keys printed, and not without it", async () => {
    expect(publicKey).toMatch(/^kosmos-backup-ed25519:[A-Za-z0-9_-]{43}$/);
    await refused(archive, /no backup public key to check it with.*--public-key/, {});
    const target = emptyTarget();
    await restoreArchive(archive, target, { publicKey });
    const db = await openDatabase(target, { command: "test" });
    try {
      const { rows } = await db.asOwner((tx) =>
        tx.query<{ email: string }>("select email from public.contact_submissions", []),
      );
      expect(rows).toEqual([{ email: "ada@example.com" }]);
    } finally {
      await db.close();
    }
  }, 60_000);

  it("refuses an archive rebuilt with the attacker's keys and matching checksums, signed or not", async () => {
    const attackerKeys = Buffer.from(
      JSON.stringify({ version: 1, secretKeys: [{ key: `sb_secret_${"a".repeat(43)}` }], signingKeys: [] }),
    );
    const forged = join(scratch, "forged.tar.gz");
    await rewriteArchive(archive, forged, (name, data) => (name === "keys/install-keys.json" ? attackerKeys : data));
    await refused(forged, /cannot be trusted: its signature does not match its contents/);

    // Signed again, with the attacker's own key.
    const { privateKey } = generateKeyPairSync("ed25519");
    const attacker: BackupSigner = {
      publicKey: "kosmos-backup-ed25519:attacker",
      sign: (m) => sign(null, m, privateKey),
    };
    const resigned = join(scratch, "resigned.tar.gz");
    let manifest: Buffer = Buffer.alloc(0);
    await rewriteArchive(
      forged,
      resigned,
      (name, data) => {
        if (name === "manifest.json") manifest = data;
        return name === "manifest.sig" ? signatureEntry(attacker, manifest) : data;
      },
      { fixManifest: false },
    );
    await refused(resigned, /cannot be trusted: it is signed by another key \(kosmos-backup-ed25519:attacker\)/);
  }, 60_000);

  it("refuses an unsigned archive unless the operator names the risk", async () => {
    const unsigned = join(scratch, "unsigned.tar.gz");
    await rewriteArchive(archive, unsigned, (name, data) => (name === "manifest.sig" ? null : data));
    await refused(unsigned, /cannot be trusted: it is not signed.*--accept-unverified-archive/);
    const target = emptyTarget();
    await restoreArchive(unsigned, target, { acceptUnverified: true });
    expect(await written(target.DATA_DIR)).toEqual(expect.arrayContaining(["pglite", "keys"]));
  }, 60_000);

  it("is refused through npm run restore too, and restored with --public-key", async () => {
    const forged = join(scratch, "forged-cli.tar.gz");
    await rewriteArchive(archive, forged, (name, data) => (name === "manifest.sig" ? null : data));
    const target = emptyTarget();
    const env = { ...process.env, DATA_DIR: target.DATA_DIR, DATABASE_URL: "" };
    const failed = await run(
      process.execPath,
      ["--import", "tsx", "scripts/restore.ts", forged, "--public-key", publicKey],
      { env },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringMatching(/cannot be trusted: it is not signed/) });
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/restore.ts", archive, "--public-key", publicKey],
      { env },
    );
    expect(stdout).toMatch(/^restored /);
  }, 60_000);
});

describe("a crafted archive", () => {
  it("cannot make the restore hold more than it must: an oversized manifest or table chunk is refused, nothing written", async () => {
    const bigManifest = join(scratch, "big-manifest.tar.gz");
    await writeRawArchive(bigManifest, [["manifest.json", Buffer.alloc(20 * 1024 * 1024, " ")]]);
    await refused(bigManifest, /Its manifest is larger than a backup of this code ever writes/);

    const bigChunk = join(scratch, "big-chunk.tar.gz");
    const row = `${JSON.stringify({ id: 1, note: "x".repeat(1000) })}\n`;
    await rewriteArchive(archive, bigChunk, (name, data) =>
      name.startsWith("database/public.contact_submissions/") ? Buffer.from(row.repeat(70_000)) : data,
    );
    await refused(bigChunk, /contact_submissions.* is larger than a backup of this code ever writes/, {
      acceptUnverified: true,
    });
  }, 120_000);
});
