import { useCallback, useState } from "react";

/**
 * Form state kept in sessionStorage as it is typed, so nothing is lost on a failed save, a
 * reload, or a session that ends mid-edit (the sign-in screen replaces the form; the draft
 * comes back after signing in again). `clear()` once saved.
 */
export function useDraft<T>(key: string, initial: () => T): [T, (next: T) => void, () => void] {
  const storageKey = `kosmos-admin-draft:${key}`;
  const [value, setValue] = useState<T>(() => {
    try {
      const saved = sessionStorage.getItem(storageKey);
      if (saved) return JSON.parse(saved) as T;
    } catch {
      // storage unavailable or damaged: start from the record
    }
    return initial();
  });
  const set = useCallback(
    (next: T) => {
      setValue(next);
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // storage full or blocked: the state in memory still holds it
      }
    },
    [storageKey],
  );
  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // nothing to clear
    }
  }, [storageKey]);
  return [value, set, clear];
}
