import type { Tables } from "~shared/database.types";

/** A row of the documentation table (schema contract; spec §3), as the generated types say. */
export type DocumentationEntry = Omit<Tables<"documentation">, "created_at">;
