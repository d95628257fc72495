import type { z } from "zod";
import { DataError } from "./request";

/**
 * A database function that answers jsonb (the generated types say `Json`): its answer checked
 * against the shape the page reads, instead of a cast. A shape that does not match is an error
 * the page shows, not a page that breaks later.
 */
export function jsonAnswer<S extends z.ZodType>(schema: S, answer: unknown): z.infer<S> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success)
    throw new DataError(
      "The server's answer was not understood. Reload the page; if it persists, tell an admin.",
      undefined,
      "shape",
    );
  return parsed.data;
}
