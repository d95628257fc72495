/**
 * What both load benchmarks (bench-api, bench-load) measure against: the API server in a child
 * process, run as in production, on PGlite or on a throw-away PostgreSQL cluster.
 */
import { startChildServer, type ChildServer } from "../tests/support/server/child-server";
import { startPostgresCluster, type PostgresCluster } from "../tests/support/server/postgres-cluster";

export type Backend = "pglite" | "postgres";

/** A PostgreSQL cluster with a `kosmos_bench` database, durable settings (unlike the tests'). */
export function startBenchCluster(): Promise<PostgresCluster> {
  return startPostgresCluster({
    folderPrefix: "kosmos-bench-pg-",
    settings: ["max_connections=50"],
    database: "kosmos_bench",
    stopMode: "fast",
  });
}

/**
 * bench/api-server.ts in a child process, with NODE_ENV=production, on DATA_DIR and, when
 * given, DATABASE_URL. The server makes its keys in DATA_DIR (tests/support/server/keys.ts reads them).
 */
export function startBenchServer(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<ChildServer> {
  return startChildServer({
    script: "bench/api-server.ts",
    env: {
      NODE_ENV: "production",
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "warn",
      // One load generator on one address: the per-address limits (600 reads, 30 writes a
      // minute) would measure the limiter, not the backend. 0 turns them off.
      RATE_LIMIT_READS_PER_MINUTE: "0",
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      // Likewise the upload byte budget per address. The overload guard stays on (its default):
      // bench:load shows where it starts answering 503.
      UPLOAD_BYTES_PER_HOUR: "0",
      DATABASE_URL: options.databaseUrl ?? "",
      ...options.env,
    },
    stdio: "inherit",
    readyWhen: "message",
    timeoutMs: 180_000,
  });
}
