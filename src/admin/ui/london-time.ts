/**
 * Dates and times as London reads them (schedules are "shown and entered in
 * Europe/London"), whatever the browser's own zone: a `datetime-local` value read as London time,
 * and an instant shown in it.
 */
const ZONE = "Europe/London";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** London's time minus UTC at an instant, in ms (0 in winter, an hour in summer). */
function londonOffsetMs(instant: number): number {
  const p = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const asIfUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!);
  return asIfUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * "2026-07-01T12:00" in London → its instant as ISO ("2026-07-01T11:00:00.000Z"), seconds too when
 * given ("…T12:00:30", a field with `step={1}`); null when not a time.
 */
export function londonToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return null;
  const [y, m, d, h, min, sec = 0] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const asIfUtc = Date.UTC(y!, m! - 1, d, h, min, sec);
  let instant = asIfUtc - londonOffsetMs(asIfUtc);
  // Near a change of the clocks the first guess uses the other side's offset: once more settles it.
  instant = asIfUtc - londonOffsetMs(instant);
  return new Date(instant).toISOString();
}

/** An instant as London reads it: "27 Nov 2026, 21:30". */
export const londonTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** The `datetime-local` value of an instant in London (for a field's minimum, or a default); with its seconds when asked. */
export function londonLocal(instant: number, { seconds = false } = {}): string {
  const p = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  const minute = `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
  return seconds ? `${minute}:${String(new Date(instant).getUTCSeconds()).padStart(2, "0")}` : minute;
}

/** An instant to the second as London reads it, for the site record: "27 Nov 2026, 21:30:05". */
export const londonMoment = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, dateStyle: "medium", timeStyle: "medium" }).format(new Date(iso));

/** A calendar date ("2026-12-01") as people read it: "1 December 2026". */
export const longDate = (date: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
