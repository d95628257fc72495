import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge: it would add ~8 KB of script to
 * every page, and our components never pass a class that conflicts with their own.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
