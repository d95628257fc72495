import type { ResourceCardData } from "~shared/library";

/**
 * A resource as its card shows it (schema contract; spec §3): a row of the resources table
 * without the article's body. `type` is white-paper, case-study, blog, webinar, news, video, or
 * any other value (shown as it is); `date` is a date-only string, 'YYYY-MM-DD'; `slug` names its
 * article page, when it has one.
 */
export type Resource = ResourceCardData;
