/**
 * The company's public addresses: on the site's pages (src/config/site.ts) and in the mails the
 * server sends to visitors (an applicant's acknowledgement says whom to write to).
 */
export const CONTACT_ADDRESSES = {
  contact: "hello@kosmos.example",
  support: "support@kosmos.example",
  careers: "careers@kosmos.example",
  partnerships: "partnerships@kosmos.example",
  institute: "institute@kosmos.example",
} as const;

export const COMPANY_NAME = "Kosmos Intelligence";
