/**
 * The contract: a backup restores every row and every file byte for byte, on PGlite, on
 * PostgreSQL and across the two, and staff sign in with password and code afterwards; a damaged,
 * truncated or newer archive and a used target are refused with nothing written; an archive from
 * an older schema is restored and migrated.
 */
import type { FastifyInstance } from "fastify";
import { createReadStream, createWriteStream, mkdtempSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { staffAccount, totpCode } from "../../tests/support/server/auth.ts";
import type { Config } from "../config.ts";
import { migrate, migrationVersions, openDatabase, type Database } from "../db/index.ts";
import { loadOrCreateInstallKeys } from "../keys/install-keys.ts";
import { multipartBody } from "../../tests/support/server/storage-app.ts";
import { PDF_TYPE, pdfBytes, TEXT_TYPE, textBytes } from "../../tests/support/server/storage.ts";
import { databases, testConfig, type TestDatabase } from "../../tests/support/server/databases.ts";
import { contact, jobApplication, partnership } from "../../tests/support/server/submissions.ts";
import { BackupError } from "./format.ts";
import { restoreArchive } from "./restore.ts";
import { readBackupSigner, signatureEntry } from "./signing.ts";
import { projectTables, qualified } from "./tables.ts";
import { writeArchive } from "./write.ts";

const factory = (name: string) => databases.find((d) => d.name === name)!;
/** The backup public key of the install that made an archive, as its operator keeps it. */
const trustOf = async (dataDir: string) => ({ publicKey: (await readBackupSigner(dataDir))!.publicKey });
const scratch = mkdtempSync(join(tmpdir(), "kosmos-backups-"));
const cleanup: TestDatabase[] = [];
afterAll(async () => {
  for (const database of cleanup) await database.destroy();
  await rm(scratch, { recursive: true, force: true });
});

/** A target for a restore: an empty folder (PGlite), or an empty database and folder (PostgreSQL). */
async function emptyTarget(backend: string): Promise<TestDatabase> {
  if (backend === "postgres") {
    const database = await factory("postgres").create();
    cleanup.push(database);
    return database;
  }
  const dataDir = mkdtempSync(join(scratch, "target-"));
  const database = { config: testConfig(dataDir), destroy: () => rm(dataDir, { recursive: true, force: true }) };
  cleanup.push(database);
  return database;
}

async function post(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: "POST",
    url,
    headers: { apikey: app.installKeys.publishableKey, "content-type": "application/json", ...headers },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.body === "" ? {} : response.json<Record<string, unknown>>();
}

async function upload(app: FastifyInstance, bucket: string, key: string, bytes: Buffer, type: string) {
  const body = multipartBody(bytes, type, "file");
  const response = await app.inject({
    method: "POST",
    url: `/storage/v1/object/${bucket}/${key}`,
    headers: { apikey: app.installKeys.publishableKey, "content-type": body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** What visitors send, and a staff member with a password and an authenticator. */
async function seed(app: FastifyInstance, dataDir: string) {
  await post(app, "/rest/v1/contact_submissions", contact({ email: "ada@example.com" }));
  const job = crypto.randomUUID();
  await upload(app, "job-applications", `cvs/${job}/1700000000000-cv.pdf`, pdfBytes(20_000), PDF_TYPE);
  await post(app, "/rest/v1/job_applications", jobApplication({ email: "tom@example.com" }, job));
  const research = crypto.randomUUID();
  await upload(app, "applications", `research-partnerships/${research}_proposal.txt`, textBytes(3_000), TEXT_TYPE);
  await post(
    app,
    "/rest/v1/research_partnerships",
    partnership(research, { proposal_file_path: `research-partnerships/${research}_proposal.txt` }),
  );
  await post(app, "/rest/v1/newsletter_subscribers", { email: "reader@example.com" });
  await libraryPhoto(app, dataDir);

  const staff = await staffAccount(app, "keeper@kosmos.example");
  const first = await post(app, "/auth/v1/token?grant_type=password", { email: staff.email, password: staff.password });
  const bearer = { authorization: `Bearer ${first.access_token as string}` };
  const factor = (await post(app, "/auth/v1/factors", { factor_type: "totp" }, bearer)) as {
    id: string;
    totp: { secret: string };
  };
  const challenge = await post(app, `/auth/v1/factors/${factor.id}/challenge`, {}, bearer);
  await post(
    app,
    `/auth/v1/factors/${factor.id}/verify`,
    { challenge_id: challenge.id, code: totpCode(factor.totp.secret) },
    bearer,
  );
  return { email: staff.email, password: staff.password, factorId: factor.id, secret: factor.totp.secret };
}

/** A picture of the media library (as the server stores one it made) that a team member's card shows. */
const PHOTO_FILE = "Zm9vYmFyYmF6cXV4-480.webp";
async function libraryPhoto(app: FastifyInstance, dataDir: string) {
  const bytes = await sharp({ create: { width: 480, height: 640, channels: 3, background: "#28466e" } })
    .webp()
    .toBuffer();
  const path = join(dataDir, "storage", "media", PHOTO_FILE);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
  const files = [{ format: "webp", width: 480, height: 640, name: PHOTO_FILE, size: bytes.length }];
  await app.db.asOwner(async (tx) => {
    await tx.query(
      "insert into storage.objects (bucket_id, name, version, metadata) values ('media', $1, gen_random_uuid()::text, $2)",
      [PHOTO_FILE, { size: bytes.length, mimetype: "image/webp" }],
    );
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.media (name, original, state, width, height, files)
       values ('ada.webp', 'originals/' || gen_random_uuid(), 'ready', 480, 640, $1) returning id`,
      [JSON.stringify(files)],
    );
    await tx.query(`insert into public.content_items (type, slug, data) values ('person', 'ada-lovelace', $1)`, [
      {
        name: "Ada Lovelace",
        title: "Analyst",
        group: "team",
        bio: "Numbers.",
        announced: "yes",
        photo: { media: rows[0]!.id, alt: "Ada at her desk", decorative: false },
      },
    ]);
  });
}

/** Every row of every table, ordered, and every stored file's bytes. */
async function everything(db: Database, dataDir: string) {
  const rows = await db.asOwner(async (tx) => {
    const all: Record<string, unknown[]> = {};
    for (const table of await projectTables(tx)) {
      const { rows: found } = await tx.query<{ row: Record<string, unknown> }>(
        `select to_jsonb(t) as row from ${qualified(table)} t`,
        [],
      );
      all[`${table.schema}.${table.name}`] = found
        .map((r) => r.row)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    }
    return all;
  });
  const root = join(dataDir, "storage");
  const names = (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])).filter(
    (e) => e.isFile() && !e.parentPath.includes(".tmp"),
  );
  const files: Record<string, string> = {};
  for (const entry of names)
    files[join(entry.parentPath, entry.name).slice(root.length + 1)] = (
      await readFile(join(entry.parentPath, entry.name))
    ).toString("base64");
  return { rows, files };
}

async function contents(config: Config) {
  const db = await openDatabase(config, { command: "test" });
  try {
    return await everything(db, config.DATA_DIR);
  } finally {
    await db.close();
  }
}

describe.each([
  ["pglite", "pglite"],
  ["postgres", "postgres"],
  ["pglite", "postgres"],
  ["postgres", "pglite"],
])("a backup made on %s, restored into %s", (from, to) => {
  it("brings back every row and every file identical, the same keys, and a staff member signs in with password and code", async () => {
    const source = await factory(from).create();
    cleanup.push(source);
    const app = await buildApp({ config: source.config, serveSite: false });
    await app.ready();
    const staff = await seed(app, source.config.DATA_DIR);
    const archive = join(scratch, `${from}-to-${to}.tar.gz`);
    const manifest = await writeArchive(app.db, source.config.DATA_DIR, archive);
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
    expect(manifest).toMatchObject({
      format: 1,
      backend: from,
      schemaVersion: (await migrationVersions()).at(-1),
      counts: { files: 3 },
    });
    const before = await everything(app.db, source.config.DATA_DIR);
    const secretKey = app.installKeys.secretKey;
    await app.close();

    const target = await emptyTarget(to);
    await restoreArchive(archive, target.config, await trustOf(source.config.DATA_DIR));
    const after = await contents(target.config);
    expect(after.rows).toEqual(before.rows);
    expect(after.files).toEqual(before.files);
    expect(Object.keys(after.files)).toHaveLength(3);

    const restored = await buildApp({ config: target.config, serveSite: false });
    await restored.ready();
    try {
      expect(restored.installKeys.secretKey).toBe(secretKey);
      // The library's photo is served again, as the restored team page shows it.
      const photo = await restored.inject({ method: "GET", url: `/media/${PHOTO_FILE}` });
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.equals(Buffer.from(before.files[`media/${PHOTO_FILE}`]!, "base64"))).toBe(true);
      const session = await post(restored, "/auth/v1/token?grant_type=password", {
        email: staff.email,
        password: staff.password,
      });
      const bearer = { authorization: `Bearer ${session.access_token as string}` };
      const challenge = await post(restored, `/auth/v1/factors/${staff.factorId}/challenge`, {}, bearer);
      // The next period's code: the one used at enrolment may not be taken twice.
      const verified = await post(
        restored,
        `/auth/v1/factors/${staff.factorId}/verify`,
        { challenge_id: challenge.id, code: totpCode(staff.secret, Date.now() + 30_000) },
        bearer,
      );
      expect(verified.access_token).toEqual(expect.any(String));
    } finally {
      await restored.close();
    }
  }, 120_000);
});

describe("restore refuses, with nothing written", () => {
  let archive: string;
  let sourceDir: string;
  const make = async () => {
    if (archive) return archive;
    const source = await factory("pglite").create();
    sourceDir = source.config.DATA_DIR;
    cleanup.push(source);
    const app = await buildApp({ config: source.config, serveSite: false });
    await app.ready();
    await seed(app, source.config.DATA_DIR);
    archive = join(scratch, "refusals.tar.gz");
    await writeArchive(app.db, source.config.DATA_DIR, archive);
    await app.close();
    return archive;
  };
  const refused = async (file: string, target: TestDatabase, message: RegExp) => {
    const trust = sourceDir ? await trustOf(sourceDir) : {};
    await expect(restoreArchive(file, target.config, trust)).rejects.toThrow(message);
    await expect(restoreArchive(file, target.config, trust)).rejects.toBeInstanceOf(BackupError);
  };
  const isEmpty = async (dataDir: string) =>
    (await readdir(dataDir).catch(() => [])).filter((n) => !n.startsWith("owner")).length === 0;

  it("a file that is not there", async () => {
    const target = await emptyTarget("pglite");
    await refused(join(scratch, "no-such-archive.tar.gz"), target, /cannot be read \(ENOENT\)\. Nothing was written\./);
    expect(await isEmpty(target.config.DATA_DIR)).toBe(true);
  });

  it("a flipped byte, and a truncated archive", async () => {
    const bytes = await readFile(await make());
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    await writeFile(join(scratch, "flipped.tar.gz"), flipped);
    await writeFile(join(scratch, "truncated.tar.gz"), bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    for (const file of ["flipped.tar.gz", "truncated.tar.gz"]) {
      const target = await emptyTarget("pglite");
      await refused(join(scratch, file), target, /damaged|truncated/);
      expect(await isEmpty(target.config.DATA_DIR)).toBe(true);
    }
  }, 60_000);

  it("a target already in use (a second restore), and an archive from a newer schema than the code", async () => {
    const target = await emptyTarget("pglite");
    await restoreArchive(await make(), target.config, await trustOf(sourceDir));
    await refused(await make(), target, /is not empty/);

    // The same archive, its manifest claiming a migration this code does not have (and signed
    // again by the install: newer code of its own made it).
    const signer = (await readBackupSigner(sourceDir))!;
    const newer = join(scratch, "newer.tar.gz");
    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), createWriteStream(newer));
    const extract = tar.extract();
    let newerManifest: Buffer = Buffer.alloc(0);
    const reading = pipeline(createReadStream(await make()), createGunzip(), extract);
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      let data: Buffer = Buffer.concat(chunks);
      if (entry.header.name === "manifest.json")
        data = Buffer.from(JSON.stringify({ ...JSON.parse(data.toString()), schemaVersion: "29991231000000" }));
      if (entry.header.name === "manifest.json") newerManifest = data;
      if (entry.header.name === "manifest.sig") data = signatureEntry(signer, newerManifest);
      pack.entry({ name: entry.header.name, size: data.length }, data);
    }
    await reading;
    pack.finalize();
    await written;
    const fresh = await emptyTarget("pglite");
    await refused(newer, fresh, /newer schema \(29991231000000\)/);
    expect(await isEmpty(fresh.config.DATA_DIR)).toBe(true);
  }, 60_000);

  it("restores an archive from the previous migration, then migrates it", async () => {
    const versions = await migrationVersions();
    const previous = versions.at(-2)!;
    const dataDir = mkdtempSync(join(scratch, "older-"));
    const config = testConfig(dataDir);
    const db = await openDatabase(config, { command: "test" });
    await migrate(db, { upTo: previous });
    const older = join(scratch, "older.tar.gz");
    // The keys a server would have made on its first start.
    await loadOrCreateInstallKeys(dataDir);
    const manifest = await writeArchive(db, dataDir, older);
    await db.close();
    expect(manifest.schemaVersion).toBe(previous);

    const target = await emptyTarget("pglite");
    await restoreArchive(older, target.config, await trustOf(dataDir));
    const restored = await openDatabase(target.config, { command: "test" });
    try {
      const { rows } = await restored.asOwner((tx) =>
        tx.query<{ version: string }>("select max(version) as version from supabase_migrations.schema_migrations", []),
      );
      expect(rows[0]!.version).toBe(versions.at(-1));
    } finally {
      await restored.close();
    }
  }, 60_000);
});

describe("an archive encrypted to an age key", () => {
  it("holds nothing readable, is refused without the identity or with another, and restores with it", async () => {
    const { generateIdentity, identityToRecipient } = await import("age-encryption");
    const identity = await generateIdentity();
    const source = await factory("pglite").create();
    cleanup.push(source);
    const app = await buildApp({ config: source.config, serveSite: false });
    await app.ready();
    await seed(app, source.config.DATA_DIR);
    const archive = join(scratch, "encrypted.tar.gz.age");
    await writeArchive(app.db, source.config.DATA_DIR, archive, { recipient: await identityToRecipient(identity) });
    await app.close();

    const bytes = await readFile(archive);
    expect(bytes.subarray(0, 21).toString()).toBe("age-encryption.org/v1");
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
    const identityFile = join(scratch, "identity.txt");
    await writeFile(identityFile, `# created: now\n${identity}\n`, { mode: 0o600 });
    const otherFile = join(scratch, "other-identity.txt");
    await writeFile(otherFile, `${await generateIdentity()}\n`, { mode: 0o600 });

    const target = await emptyTarget("pglite");
    await expect(restoreArchive(archive, target.config)).rejects.toThrow(/encrypted to an age key: give the identity/);
    await expect(restoreArchive(archive, target.config, { identity: otherFile })).rejects.toThrow(
      /cannot be decrypted with that identity/,
    );
    expect((await readdir(target.config.DATA_DIR)).filter((n) => !n.startsWith("owner"))).toEqual([]);
    await restoreArchive(archive, target.config, {
      identity: identityFile,
      ...(await trustOf(source.config.DATA_DIR)),
    });
    const restored = await contents(target.config);
    expect(restored.rows["public.contact_submissions"]).toEqual([
      expect.objectContaining({ email: "ada@example.com" }),
    ]);
  }, 60_000);
});
