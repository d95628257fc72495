/**
 * npm run bench:media: the media library's work on a 12-megapixel photo (4000 × 3000, with a
 * photo's detail: blurred noise, which is harder to compress than most photos), beside a reference
 * in the same run: decoding the same photo and writing one full-size JPEG. Each is a process of its
 * own, three runs each, medians; prints the work's time and the process's peak memory (VmHWM, read
 * from /proc while it runs) and its memory before the work began, and writes bench-results/media.json.
 * Goals: under 5 s for the variants, and the server under 512 MB while it makes them.
 *
 *   npm run bench:media -- --runs 5
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { startCommand } from "./start-command";
import { printTable, processMemory } from "./process-report";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const RUNS = Number(values.runs);

type Run = { ms: number; peakMb: number; baselineMb: number };

function runChild(mode: "variants" | "reference", file: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    // The variants with the allocator's settings `npm start` gives the server, where they are made; the reference as any process.
    const child = spawn(process.execPath, ["--import", "tsx", "bench/media-child.ts", mode, file], {
      stdio: ["ignore", "pipe", "pipe"],
      env: mode === "variants" ? { ...process.env, ...startCommand().env } : process.env,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    let peakMb = 0;
    const poll = setInterval(() => (peakMb = Math.max(peakMb, processMemory(child.pid!).peakMb)), 5);
    child.once("exit", (code) => {
      clearInterval(poll);
      if (code !== 0) return reject(new Error(`${mode} failed: ${stderr}`));
      const { ms, baselineMb } = JSON.parse(stdout) as { ms: number; baselineMb: number };
      resolve({ ms, peakMb, baselineMb });
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const folder = mkdtempSync(join(tmpdir(), "kosmos-bench-media-"));
try {
  const file = join(folder, "photo-12mp.jpg");
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#5a7",
      noise: { type: "gaussian", mean: 120, sigma: 45 },
    },
  })
    .blur(0.8)
    .jpeg({ quality: 90 })
    .toBuffer();
  writeFileSync(file, photo);
  const results: Record<string, Run[]> = { reference: [], variants: [] };
  // Alternating, so a noisy moment of the machine falls on both.
  for (let run = 0; run < RUNS; run++) {
    results.reference!.push(await runChild("reference", file));
    results.variants!.push(await runChild("variants", file));
  }
  console.log(
    `12-megapixel photo: ${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG, ${RUNS} runs each, medians (every run below)`,
  );
  printTable(
    ["work", "time (s)", "peak memory (MB)", "memory before (MB)", "runs: time s / peak MB"],
    Object.entries(results).map(([name, runs]) => [
      name === "variants" ? "variants (AVIF, WebP, JPEG at 4 widths)" : "reference (decode, one full-size JPEG)",
      (median(runs.map((r) => r.ms)) / 1000).toFixed(2),
      String(Math.round(median(runs.map((r) => r.peakMb)))),
      String(Math.round(median(runs.map((r) => r.baselineMb)))),
      runs.map((r) => `${(r.ms / 1000).toFixed(2)}/${Math.round(r.peakMb)}`).join(", "),
    ]),
  );
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/media.json", JSON.stringify({ photoBytes: photo.length, results }, null, 2));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
