/** A row of the resources table (schema contract; spec §3). */
export type Resource = {
  id: string;
  title: string;
  /** white-paper, case-study, blog, webinar, news, video, or any other value (shown as it is). */
  type: string;
  categories: string[];
  /** A date-only string, 'YYYY-MM-DD'. */
  date: string;
  description: string;
  image_url: string | null;
  download_url: string | null;
  read_more_url: string;
  featured: boolean;
};
