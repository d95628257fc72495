import { messages } from "./messages";

/** What supabase-js answers for every call: the data, or an error with the HTTP status. */
type Answer<T> =
  | { data: T; error: null; status?: number }
  | { data: unknown; error: { message: string; code?: string; hint?: string | null }; status?: number };

/** A request the API answered with an error, with the HTTP status it came with. */
export class DataError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  /** The database's hint: for content, the name of the field a refusal is about. */
  readonly hint: string | null;

  constructor(message: string, status: number | undefined, code: string | undefined, hint: string | null = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.hint = hint;
    this.name = "DataError";
  }
}

/**
 * A refusal that may mean the session has ended (401, 403): the back office then asks the
 * sign-in service, and returns to sign-in if the session is gone (./query-client.ts). A 403 can
 * also be the role's limit on a live session; then the page shows the message and stays.
 */
export const isRefused = (error: unknown) =>
  error instanceof DataError && (error.status === 401 || error.status === 403);

/**
 * The one door from the back office to the database: the answer's data, or a thrown DataError
 * carrying the status. Every query and mutation goes through it (src/admin/*\/api/).
 */
export async function fromDatabase<T>(request: PromiseLike<Answer<T>> | Answer<T>): Promise<T> {
  const answer = await request;
  if (answer.error !== null)
    throw new DataError(answer.error.message || messages.refused, answer.status, answer.error.code, answer.error.hint);
  return answer.data;
}

/** A write that must change a row: none changed means a policy refused it or the row is gone. */
export async function changedRows(request: PromiseLike<Answer<unknown>>): Promise<void> {
  const rows = await fromDatabase(request);
  if (Array.isArray(rows) && rows.length === 0) throw new DataError(messages.nothingChanged, 403, undefined);
}
