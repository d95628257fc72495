import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** What the page can read of a Tiptap editor from its element (Tiptap sets `editor` on it). */
type EditorElement = HTMLElement & {
  editor?: {
    state: {
      doc: { content: { size: number } };
      selection: {
        $head: { parentOffset: number; parent: { content: { size: number } }; after(depth: number): number };
      };
    };
  };
};

/**
 * Puts the caret at the end of the line it is on (`End`) or of the whole text (`Control+End`), and
 * waits until the editor itself has it there, not only the page. Chromium moves the caret at once;
 * ProseMirror reads it a moment later, and just after it gains focus puts back the caret it had
 * (the start, on a first click) if it has not read one yet: a key pressed in between lands there.
 */
export async function caretAtEnd(page: Page, editor: Locator, key: "End" | "Control+End"): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.keyboard.press(key);
        return editor.evaluate((element, wholeText) => {
          const state = (element as EditorElement).editor?.state;
          if (!state || !element.contains(getSelection()?.anchorNode ?? null)) return false;
          const { $head } = state.selection;
          const atLineEnd = $head.parentOffset === $head.parent.content.size;
          return atLineEnd && (!wholeText || $head.after(1) === state.doc.content.size);
        }, key === "Control+End");
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}
