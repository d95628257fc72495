import { useCallback, useEffect, useState } from "react";

export type Loaded<T> =
  | { status: "loading"; reload: () => void }
  | { status: "error"; error: string; reload: () => void }
  | { status: "ready"; data: T; reload: () => void };

/** supabase-js answers `{data, error}`; an error becomes a thrown Error with its message. */
export function unwrap<T>(result: { data: T; error: { message: string } | null }): T {
  if (result.error) throw new Error(result.error.message || "The server refused the request");
  return result.data;
}

export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) {
    return error.message === "Failed to fetch" ? "The server could not be reached. Check the connection and try again." : error.message;
  }
  return "Something went wrong.";
}

/** Runs `load` when `key` changes (or on reload); the latest answer wins. */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = `${attempt}:${key}`;
  // The answer and the request it answers: an answer for an older request shows as loading.
  const [answer, setAnswer] = useState<{ for: string } & ({ status: "error"; error: string } | { status: "ready"; data: T })>();
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setAnswer({ for: current, status: "ready", data }),
      (error: unknown) => live && setAnswer({ for: current, status: "error", error: errorText(error) }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; `key` (and reload) say when what it loads has changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);
  if (!answer || answer.for !== current) return { status: "loading", reload };
  return answer.status === "ready" ? { status: "ready", data: answer.data, reload } : { status: "error", error: answer.error, reload };
}

/** A write that must change a row: none changed means a policy refused it or the row is gone. */
export function changedRows(result: { data: unknown; error: { message: string } | null }): void {
  const rows = unwrap(result);
  if (Array.isArray(rows) && rows.length === 0) {
    throw new Error("Nothing was changed: the item no longer exists, or your session may not change it.");
  }
}
