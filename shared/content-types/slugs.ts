/** The slug an item gets from its title: lower-case words joined by hyphens (the database checks the form). */
export function slugOf(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export const SLUG_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$";
export const SLUG_MAX = 80;
