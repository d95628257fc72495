import type { Tables } from "~shared/database.types";

/**
 * A row of the resources table (schema contract; spec §3), as the database's generated types say.
 * `type` is white-paper, case-study, blog, webinar, news, video, or any other value (shown as it
 * is); `date` is a date-only string, 'YYYY-MM-DD'. The row's created_at is not shown.
 */
export type Resource = Omit<Tables<"resources">, "created_at">;
