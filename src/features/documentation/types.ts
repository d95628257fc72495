import type { LibraryDocument } from "~shared/library";

/** A row of the documentation table (schema contract; spec §3), as the generated types say. */
export type DocumentationEntry = LibraryDocument;
