import { normalizeIP } from "@fastify/rate-limit";

/**
 * GoTrue's per-address limits (in memory in each GoTrue process too): at most `max` requests
 * per `windowSeconds` from one client address (IPv6 counted per /64). A fixed window: simple,
 * and the account throttle behind it is what stops slow guessing.
 */
export function addressLimit(max: number, windowSeconds: number) {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  let nextSweep = 0;
  return {
    /** Counts one request; the seconds to wait when over the limit, else 0. */
    take(ip: string, now = Date.now()): number {
      if (max <= 0) return 0;
      if (now >= nextSweep) {
        for (const [key, entry] of windows) if (entry.resetsAt <= now) windows.delete(key);
        nextSweep = now + windowSeconds * 1000;
      }
      const key = normalizeIP(ip);
      let entry = windows.get(key);
      if (!entry || entry.resetsAt <= now) {
        entry = { count: 0, resetsAt: now + windowSeconds * 1000 };
        windows.set(key, entry);
      }
      entry.count += 1;
      return entry.count > max ? Math.max(1, Math.ceil((entry.resetsAt - now) / 1000)) : 0;
    },
  };
}
