/**
 * Legal texts are data: a page is a list of sections, each a list of blocks. A block is a
 * paragraph (a string; email addresses and https addresses in it become links) or a bullet list.
 */
export type LegalBlock = string | { list: string[] };

export type LegalSection = {
  heading: string;
  blocks: LegalBlock[];
  subsections?: { heading: string; blocks: LegalBlock[] }[];
};

export type LegalDocument = {
  title: string;
  /** Opening paragraphs, before the first section. */
  intro: string[];
  sections: LegalSection[];
};
