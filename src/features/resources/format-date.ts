/*
 * Resource dates are date-only strings ('2025-03-05'). `new Date('2025-03-05')` is midnight UTC,
 * which a browser west of Greenwich shows as the day before; so the parts are read as they are
 * and written out with English month names: the result never depends on the visitor's time zone
 * or language settings. Not Intl.DateTimeFormat: its first use loads the browser's locale data,
 * a 14 ms task on this machine (four times that on a slow phone) for two fixed English formats.
 */
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const datePattern = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day of a 'YYYY-MM-DD' string (a timestamp's date part also works), or null. */
export function parseDateOnly(value: string): Date | null {
  const match = datePattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Rejects impossible days such as 2025-02-30, which Date would roll over into March.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** '5 March 2025' (the resource library); an unreadable value is shown as it is. */
export function formatDateBritish(value: string): string {
  const date = parseDateOnly(value);
  return date ? `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}` : value;
}

/** 'March 5, 2025' (the home page's Latest Insights); an unreadable value is shown as it is. */
export function formatDateUS(value: string): string {
  const date = parseDateOnly(value);
  return date ? `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}` : value;
}
