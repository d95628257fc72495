import type { ComponentType, ReactNode } from "react";
import type { TableAccess } from "./api/tables";
import type { FieldErrors } from "./rules";

/** What a collection's own fields are given by the editor's form. */
export type FieldsProps<Draft> = { draft: Draft; set: (patch: Partial<Draft>) => void; errors: FieldErrors };

/**
 * One library table as the editor shows it: the one list page and form (ContentPage,
 * ContentForm) serve both tables, which differ only by what is described here.
 */
export type Collection<Item extends { id: string; title: string }, Row extends { title: string }, Draft> = {
  table: "resources" | "documentation";
  access: TableAccess<Item, Row>;
  heading: string;
  /** "resource", "document": in the buttons' and dialogs' words. */
  noun: string;
  /** Where it shows, for the delete dialog: "the resource library". */
  shownOn: string;
  loading: string;
  errorTitle: string;
  empty: string;
  /** The line under an item's title in the list. */
  describe: (item: Item) => ReactNode;
  draftOf: (item: Item | null) => Draft;
  check: (draft: Draft) => { ok: true; row: Row } | { ok: false; errors: FieldErrors };
  Fields: ComponentType<FieldsProps<Draft>>;
  /** Resources only: the featured toggle in the list. */
  featured?: (item: Item) => boolean;
};
