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

/** "2026-07-01T12:00" in London → its instant as ISO ("2026-07-01T11:00:00.000Z"); null when not a time. */
export function londonToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, m, d, h, min] = match.map(Number) as [number, number, number, number, number, number];
  const asIfUtc = Date.UTC(y, m - 1, d, h, min);
  let instant = asIfUtc - londonOffsetMs(asIfUtc);
  // Near a change of the clocks the first guess uses the other side's offset: once more settles it.
  instant = asIfUtc - londonOffsetMs(instant);
  return new Date(instant).toISOString();
}

/** An instant as London reads it: "27 Nov 2026, 21:30". */
export const londonTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** The `datetime-local` value of an instant in London (for a field's minimum, or a default). */
export function londonLocal(instant: number): string {
  const p = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
