/**
 * The files visitors may upload, by extension and size (the buckets' limits say the same; the
 * form-contract test holds them equal through the real API).
 */
export const MB = 1024 * 1024;

export const MIME_BY_EXTENSION = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
} as const;
export type FileExtension = keyof typeof MIME_BY_EXTENSION;

export type FileLimit = { extensions: readonly FileExtension[]; maxBytes: number };
/** Cover letter and CV (bucket job-applications). */
export const JOB_FILES: FileLimit = { extensions: ["pdf", "doc", "docx"], maxBytes: 5 * MB };
/** A proposal (bucket applications). */
export const PROPOSAL_FILES: FileLimit = { extensions: ["pdf", "doc", "docx", "txt"], maxBytes: 10 * MB };
