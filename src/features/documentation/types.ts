/** A row of the documentation table (schema contract; spec §3). */
export type DocumentationEntry = {
  id: string;
  title: string;
  description: string;
  sections: string[];
  summary: string | null;
  access_url: string;
  download_url: string | null;
};
