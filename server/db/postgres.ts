import pg from "pg";
import { normalisePgError } from "./errors";
import { actAs } from "./session";
import type { Database, QueryResult, Tx } from "./types";

type PgResult = pg.QueryResult<Record<string, unknown>>;

function toResult<R>(result: PgResult | PgResult[]): QueryResult<R> {
  // Several statements in one text (simple protocol) answer with an array: keep the last.
  const last = Array.isArray(result) ? result.at(-1) : result;
  return {
    rows: (last?.rows ?? []) as R[],
    rowCount: last?.rowCount ?? 0,
    fields: (last?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

function wrap(client: pg.PoolClient): Tx {
  return {
    async query<R>(sql: string, params?: unknown[]) {
      try {
        // No parameters: simple protocol, so a migration file may hold several statements.
        const result = params === undefined ? await client.query(sql) : await client.query(sql, params);
        return toResult<R>(result as unknown as PgResult | PgResult[]);
      } catch (error) {
        throw normalisePgError(error);
      }
    },
  };
}

/** A real PostgreSQL server through a pool: transactions run in parallel, one client each. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => undefined);
  // Fail at start, with the driver's message, when the server cannot be reached.
  (await pool.connect()).release();

  const inTransaction = async <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query("begin");
      const value = await fn(wrap(client));
      await client.query("commit");
      return value;
    } catch (error) {
      await client.query("rollback").catch(() => {
        broken = true;
      });
      throw normalisePgError(error);
    } finally {
      client.release(broken);
    }
  };

  return {
    kind: "postgres",
    asRole: (role, claims, fn) =>
      inTransaction(async (tx) => {
        await actAs(tx, role, claims);
        return fn(tx);
      }),
    asOwner: (fn) => inTransaction(fn),
    close: () => pool.end(),
  };
}
