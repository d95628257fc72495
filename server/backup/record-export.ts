import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { readFile, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import tar, { type Pack } from "tar-stream";
import type { Database, Tx } from "../db/types.ts";
import { documentKey } from "../../shared/picture.ts";
import { BackupError, FORMAT_VERSION, MANIFEST, type Manifest, type ManifestEntry } from "./format.ts";
import { loadOrCreateBackupSigner, SIGNATURE_ENTRY, signatureEntry } from "./signing.ts";
import { schemaVersion } from "./tables.ts";

/**
 * The record for an auditor (`npm run record`): for a period, every page as the site served it
 * (each route's page at the period's start, then each change), the publishes that made them with
 * the item versions they brought, the sign-offs decided, the versions saved, the audit log and the
 * claims register with each evidence PDF; one
 * gzipped tar in the backups' format, its manifest signed with the install's backup key, so
 * `npm run record -- --verify` (or any Ed25519 tool) proves it unchanged with the public key
 * `npm run keys` prints. Not a backup: `npm run restore` refuses it.
 */
export const RECORD_KIND = "site-record";

export type RecordPeriod = { from: Date; to: Date };
export type RecordManifest = Manifest & { kind: typeof RECORD_KIND; from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `--from 2026-01-01 --to 2026-03-31`: from the first day's start to the last day's end (UTC); a time may be given too. */
export function parsePeriod(from: string | undefined, to: string | undefined): RecordPeriod {
  const start = from ? Date.parse(from) : NaN;
  const end = to ? Date.parse(to) + (DAY.test(to) ? 24 * 3600_000 : 0) : NaN;
  if (Number.isNaN(start) || Number.isNaN(end))
    throw new BackupError(
      "Give the period as --from 2026-01-01 --to 2026-03-31 (a date, or a date and time). Nothing was written.",
    );
  if (end <= start) throw new BackupError("--to must come after --from. Nothing was written.");
  return { from: new Date(start), to: new Date(end) };
}

const README = (period: RecordPeriod) => `The site record of Kosmos Intelligence's website
from ${period.from.toISOString()} to ${period.to.toISOString()} (the end not included).

record.jsonl      each route's page: the one served at the period's start, then each change in it
                  (route, recorded_at, hash; a null hash: the page was taken off the site;
                  publish_id: the publish that served it, null when found served at a server's start)
pages/<hash>.html each page exactly as served; its name is the SHA-256 of its bytes
publishes.jsonl   each publish named above or started in the period, with the item versions it brought
                  (who saved each, and under sign-off who submitted and who approved it)
approvals.jsonl   each sign-off decided in the period
versions.jsonl    each version of an item saved in the period
audit.jsonl       the audit log of the period
claims.jsonl      the claims register: every recording of a claim's evidence made before the period's
                  end (each wording, its source or PDF, owner, review date, who recorded it and when,
                  when its owner was told it was due and when it was taken off the site; placeholder:
                  registered with the site, its evidence still to be recorded)
evidence/<id>.pdf each PDF of the media library a claim names as its evidence, as uploaded
manifest.json     the size and SHA-256 of every other entry
manifest.sig      the manifest's Ed25519 signature, by the install's backup key

Verify it with the public key \`npm run keys\` prints on the install:
  npm run record -- --verify <this file> --public-key kosmos-backup-ed25519:...
`;

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

function add(pack: Pack, entries: ManifestEntry[] | null, name: string, data: Buffer): Promise<void> {
  entries?.push({ path: name, size: data.length, sha256: sha256(data) });
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: data.length, mode: 0o600 }, data, (error) => (error ? reject(error) : resolve())),
  );
}

const jsonl = (rows: unknown[]) => Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join(""));

async function rows<T extends Record<string, unknown>>(tx: Tx, sql: string, period: RecordPeriod) {
  return (await tx.query<T>(sql, [period.from.toISOString(), period.to.toISOString()])).rows;
}

async function writeEntries(tx: Tx, pack: Pack, period: RecordPeriod, backend: Manifest["backend"], dataDir: string) {
  const entries: ManifestEntry[] = [];
  await add(pack, entries, "README.txt", Buffer.from(README(period)));
  const record = await rows<{ route: string; recorded_at: string; hash: string | null; publish_id: string | null }>(
    tx,
    `select route, recorded_at, hash, publish_id from (
       select distinct on (r.route) r.* from public.site_record r where r.recorded_at <= $1
        order by r.route, r.recorded_at desc, r.id desc) at_start
      union all
     select route, recorded_at, hash, publish_id from public.site_record r where r.recorded_at > $1 and r.recorded_at < $2
      order by recorded_at, route`,
    period,
  );
  await add(pack, entries, "record.jsonl", jsonl(record));
  const hashes = [...new Set(record.flatMap((row) => (row.hash ? [row.hash] : [])))].sort();
  // One page at a time: memory stays one page's size, whatever the period.
  for (const hash of hashes) {
    const [page] = (await tx.query<{ body: string }>("select body from private.record_bodies where hash = $1", [hash]))
      .rows;
    await add(pack, entries, `pages/${hash}.html`, Buffer.from(page!.body));
  }
  const named = [...new Set(record.flatMap((row) => (row.publish_id ? [String(row.publish_id)] : [])))];
  const publishes = (
    await tx.query(
      `select id, types, routes, state, error, started_at, finished_at, items from public.content_publishes
        where (started_at >= $1 and started_at < $2) or id = any ($3::bigint[]) order by id`,
      [period.from.toISOString(), period.to.toISOString(), named],
    )
  ).rows;
  await add(pack, entries, "publishes.jsonl", jsonl(publishes));
  const approvals = await rows(
    tx,
    `select id, item_id, type, title, action, state, base_version, submitted_by, submitted_at, reviewed_by, reviewed_at,
            comment, publish_at
       from public.content_reviews where reviewed_at >= $1 and reviewed_at < $2 order by reviewed_at, id`,
    period,
  );
  await add(pack, entries, "approvals.jsonl", jsonl(approvals));
  const versions = await rows(
    tx,
    `select item_id, version, type, slug, data, live, saved_at, saved_by from public.content_versions
      where saved_at >= $1 and saved_at < $2 order by saved_at, item_id, version`,
    period,
  );
  await add(pack, entries, "versions.jsonl", jsonl(versions));
  const audit = await rows(
    tx,
    `select id, at, actor_email, action, target_table, target_id, details from public.audit_log
      where at >= $1 and at < $2 order by at, id`,
    period,
  );
  await add(pack, entries, "audit.jsonl", jsonl(audit));
  const claims = await rows(
    tx,
    `select c.id, c.item_id, c.type, c.field, c.wording, c.evidence_source, c.evidence_document,
            m.name as evidence_document_name, c.placeholder, c.owner, c.review_by, c.recorded_at, c.recorded_by,
            c.mailed_at, c.taken_off_at
       from public.content_claims c left join public.media m on m.id = c.evidence_document
      where c.recorded_at < $2 and $1::timestamptz is not null order by c.recorded_at, c.id`,
    period,
  );
  await add(pack, entries, "claims.jsonl", jsonl(claims));
  // Each evidence PDF as the library keeps it (the media bucket, at its document's key).
  const documents = [
    ...new Set(claims.flatMap((claim) => (claim.evidence_document ? [String(claim.evidence_document)] : []))),
  ];
  for (const id of documents.sort()) {
    const file = join(dataDir, "storage", "media", documentKey(id));
    const bytes = await readFile(file).catch(() => {
      throw new BackupError(
        `The evidence PDF ${id} a claim names is missing from storage (${file}): nothing was written.`,
      );
    });
    await add(pack, entries, `evidence/${id}.pdf`, bytes);
  }
  const manifest: RecordManifest = {
    format: FORMAT_VERSION,
    kind: RECORD_KIND,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    schemaVersion: await schemaVersion(tx),
    backend,
    createdAt: new Date().toISOString(),
    counts: {
      rows: {
        record: record.length,
        pages: hashes.length,
        publishes: publishes.length,
        approvals: approvals.length,
        versions: versions.length,
        audit: audit.length,
        claims: claims.length,
        evidence: documents.length,
      },
      files: 0,
    },
    entries,
  };
  return manifest;
}

/** Writes the period's record to `out` whole (a partial file first, renamed once signed) or not at all. */
export async function writeRecordExport(
  db: Database,
  dataDir: string,
  out: string,
  period: RecordPeriod,
): Promise<RecordManifest> {
  const temporary = join(dirname(out), `.${basename(out)}.${randomUUID()}.partial`);
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(temporary, { mode: 0o600, flags: "wx" }));
  try {
    const signer = await loadOrCreateBackupSigner(dataDir);
    const manifest = await db.asOwner((tx) => writeEntries(tx, pack, period, db.kind, dataDir));
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await add(pack, null, MANIFEST, manifestBytes);
    await add(pack, null, SIGNATURE_ENTRY, signatureEntry(signer, manifestBytes));
    pack.finalize();
    await written;
    await rename(temporary, out);
    return manifest;
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}
