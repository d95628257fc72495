import type { ComponentType, ReactNode } from "react";
import type { TableAccess } from "./api/tables";
import type { FieldErrors } from "./rules";

/** What a collection's own fields are given by the editor's form. */
export type FieldsProps<Draft> = { draft: Draft; set: (patch: Partial<Draft>) => void; errors: FieldErrors };

/**
 * The resource library as the editor shows it (ContentPage, ContentForm). The documentation,
 * which this served too, is content since decision 046; the resources are to follow.
 */
export type Collection<Item extends { id: string; title: string }, Row extends { title: string }, Draft> = {
  table: "resources";
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
