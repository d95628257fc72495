/**
 * What a job offers besides its description, in the words the careers page uses and the values
 * schema.org's JobPosting takes (employmentType), and when a job is open: until the end of its
 * closing day in London, after which it leaves /careers and /apply by itself.
 */
export const EMPLOYMENT_TYPES = {
  FULL_TIME: "Full time",
  PART_TIME: "Part time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Fixed term",
  INTERN: "Internship",
} as const;
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES;

export const WORKPLACES = { "on-site": "On site", hybrid: "Hybrid", remote: "Remote" } as const;
export type Workplace = keyof typeof WORKPLACES;

/** London's date at `at`, YYYY-MM-DD. */
export const londonDate = (at: Date = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(at);

/** Whether a job with this closing date (YYYY-MM-DD, or none) still takes applications on `today`. */
export const isOpen = (closingDate: string | undefined, today: string = londonDate()) =>
  closingDate === undefined || closingDate >= today;

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

/** A salary range as the careers page says it: "£60,000 to £80,000 a year", or one end alone. */
export function salaryText(min: string | undefined, max: string | undefined): string | null {
  if (min && max) return `${pounds.format(Number(min))} to ${pounds.format(Number(max))} a year`;
  if (min) return `From ${pounds.format(Number(min))} a year`;
  if (max) return `Up to ${pounds.format(Number(max))} a year`;
  return null;
}
