/**
 * npm run bench:backup: `npm run backup` and `npm run restore` as an operator runs them (each a
 * process of its own, the server stopped), on PGlite and on a throw-away PostgreSQL, at two
 * sizes, so that growth shows: 1,000 submissions with 100 files, and 10,000 with 1,000 (20 KB
 * each). Prints time, archive size and each process's peak memory (VmHWM, read from /proc while
 * it runs), and writes bench-results/backup.json.
 *
 *   npm run bench:backup -- --backend pglite
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { migrate, openDatabase } from "../server/db";
import { loadOrCreateInstallKeys } from "../server/keys/install-keys";
import { startBenchCluster, type Backend } from "./servers";
import { readBackupSigner } from "../server/backup/signing";

const { values } = parseArgs({ options: { backend: { type: "string", multiple: true } } });
const backends = (values.backend ?? ["pglite", "postgres"]) as Backend[];
const SIZES = [
  { submissions: 1_000, files: 100 },
  { submissions: 10_000, files: 1_000 },
];
const FILE_BYTES = 20_000;

/** Runs a script of ours as its own process; answers its time and peak resident memory. */
function measure(script: string, args: string[], env: Record<string, string>): Promise<{ ms: number; peakMb: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    let peakKb = 0;
    const poll = setInterval(() => {
      try {
        const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"));
        if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
      } catch {
        /* it has exited */
      }
    }, 10);
    child.once("exit", (code) => {
      clearInterval(poll);
      if (code === 0) resolve({ ms: performance.now() - started, peakMb: peakKb / 1024 });
      else reject(new Error(`${script} exited ${code}: ${stderr}`));
    });
  });
}

async function seed(dataDir: string, databaseUrl: string | undefined, size: (typeof SIZES)[number]) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: "silent",
  });
  await loadOrCreateInstallKeys(dataDir);
  const db = await openDatabase(config, { command: "bench" });
  try {
    await migrate(db);
    await db.asOwner((tx) =>
      tx.query(
        `insert into public.contact_submissions (name, email, inquiry_type, message)
         select 'Visitor ' || n, 'visitor' || n || '@example.com', 'general-question', 'A question about systemic risk, number ' || n
           from generate_series(1, $1) n`,
        [size.submissions - size.files],
      ),
    );
    for (let n = 0; n < size.files; n++) {
      // Random bytes, different for each file: a CV does not compress much.
      const bytes = randomBytes(FILE_BYTES);
      const id = crypto.randomUUID();
      const key = `cvs/${id}/1700000000000-cv.pdf`;
      const path = join(dataDir, "storage", "job-applications", key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      await db.asOwner(async (tx) => {
        await tx.query(`insert into storage.objects (bucket_id, name, metadata) values ('job-applications', $1, $2)`, [
          key,
          { size: FILE_BYTES, mimetype: "application/pdf" },
        ]);
        await tx.query(
          `insert into public.job_applications (id, position_title, first_name, surname, email, reason_to_apply, cv_url)
           values ($1, 'Engineer', 'Applicant', $2, $3, 'Five years of agent-based models.', $4)`,
          [id, `Number ${n}`, `applicant${n}@example.com`, key],
        );
      });
    }
  } finally {
    await db.close();
  }
}

type Row = {
  backend: Backend;
  submissions: number;
  files: number;
  backupMs: number;
  backupPeakMb: number;
  archiveMb: number;
  restoreMs: number;
  restorePeakMb: number;
};
const results: Row[] = [];
const cluster = backends.includes("postgres") ? await startBenchCluster() : null;
const scratch = mkdtempSync(join(tmpdir(), "kosmos-bench-backup-"));
try {
  let databases = 0;
  const newDatabase = async () => {
    const name = `kosmos_bench_backup_${++databases}`;
    await cluster!.adminQuery(`create database ${name}`);
    return `postgres://postgres@127.0.0.1:${cluster!.port}/${name}`;
  };
  for (const backend of backends) {
    for (const size of SIZES) {
      const source = join(scratch, `${backend}-${size.submissions}-source`);
      const target = join(scratch, `${backend}-${size.submissions}-target`);
      mkdirSync(source);
      const sourceUrl = backend === "postgres" ? await newDatabase() : undefined;
      await seed(source, sourceUrl, size);
      const archive = join(scratch, `${backend}-${size.submissions}.tar.gz`);
      const backup = await measure("scripts/backup.ts", ["--out", archive], {
        DATA_DIR: source,
        DATABASE_URL: sourceUrl ?? "",
        LOG_LEVEL: "silent",
      });
      const targetUrl = backend === "postgres" ? await newDatabase() : undefined;
      const publicKey = (await readBackupSigner(source))!.publicKey;
      const restore = await measure("scripts/restore.ts", [archive, "--public-key", publicKey], {
        DATA_DIR: target,
        DATABASE_URL: targetUrl ?? "",
        LOG_LEVEL: "silent",
      });
      results.push({
        backend,
        ...size,
        backupMs: backup.ms,
        backupPeakMb: backup.peakMb,
        archiveMb: (await stat(archive)).size / 1024 / 1024,
        restoreMs: restore.ms,
        restorePeakMb: restore.peakMb,
      });
    }
  }
} finally {
  cluster?.stop();
  rmSync(scratch, { recursive: true, force: true });
}

const f = (n: number, digits = 0) => n.toFixed(digits);
console.log("\nbackend   submissions  files  backup ms  backup peak MB  archive MB  restore ms  restore peak MB");
for (const r of results) {
  console.log(
    `${r.backend.padEnd(9)} ${String(r.submissions).padStart(11)}  ${String(r.files).padStart(5)}  ${f(r.backupMs).padStart(9)}  ${f(r.backupPeakMb).padStart(14)}  ${f(r.archiveMb, 1).padStart(10)}  ${f(r.restoreMs).padStart(10)}  ${f(r.restorePeakMb).padStart(15)}`,
  );
}
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/backup.json", `${JSON.stringify(results, null, 2)}\n`);
