import pg from "pg";
import { toDatabaseError } from "./errors.ts";
import { actAs } from "./session.ts";
import type { Database, QueryResult, Tx } from "./types.ts";

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
        // node-postgres types one statement's answer, but a simple-protocol call with several
        // statements answers an array of them: its types force the cast.
        return toResult<R>(result as unknown as PgResult | PgResult[]);
      } catch (error) {
        throw toDatabaseError(error);
      }
    },
  };
}

/**
 * How long a request waits for a connection (a new one, or a pooled one when all are busy)
 * before it is answered 503: an unreachable server must not hold requests for ever.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/** The server's address from DATABASE_URL, without the password, for the start-up message. */
function describe(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname || "localhost"}:${url.port || "5432"}${url.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

/**
 * A real PostgreSQL server through a pool: transactions run in parallel, one client each.
 * The server may stop and start again under a running app: requests meanwhile fail with
 * DatabaseUnavailableError (503), nothing crashes, and the pool opens new connections by
 * itself once the server is back.
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client losing its connection (the server stopped) must not crash the process;
  // the pool drops it and opens a new one when next needed.
  pool.on("error", () => undefined);
  // Fail at start, with the driver's message, when the server cannot be reached.
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not connect to PostgreSQL at ${describe(connectionString)} (DATABASE_URL): ${reason}`, {
      cause: error,
    });
  }

  const connect = async () => {
    try {
      return await pool.connect();
    } catch (error) {
      throw toDatabaseError(error);
    }
  };

  const inTransaction = async <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => {
    const client = await connect();
    // A checked-out client whose connection drops between two queries emits 'error' (the pool
    // listens only while it is idle): unheard, that would crash the process. The next query
    // (or the rollback) then fails, and the client is thrown away on release.
    let lost: unknown = null;
    const onError = (error: unknown) => {
      lost = error;
    };
    client.on("error", onError);
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
      throw toDatabaseError(error);
    } finally {
      client.off("error", onError);
      client.release(broken || lost !== null);
    }
  };

  return {
    kind: "postgres",
    listen: (channel, onNotify, onReconnect) => listenOn(connectionString, channel, onNotify, onReconnect),
    asRole: (role, claims, fn) =>
      inTransaction(async (tx) => {
        await actAs(tx, role, claims);
        return fn(tx);
      }),
    asOwner: (fn) => inTransaction(fn),
    close: () => pool.end(),
  };
}

/** How long a listener waits before connecting again after its connection dropped. */
const RELISTEN_MS = 1_000;

/**
 * A connection of its own that LISTENs on `channel` (a pooled one would be handed to a request
 * between two notifications). When it drops (the server restarted), it connects again every
 * second until it can, and says so with `onReconnect`: what was notified meanwhile is lost.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect: () => void = () => undefined,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", () => undefined);
    next.on("end", () => {
      if (client !== next || stopped) return;
      client = null;
      again();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  function again() {
    retry = setTimeout(() => {
      retry = null;
      connect().then(onReconnect, () => !stopped && again());
    }, RELISTEN_MS);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
