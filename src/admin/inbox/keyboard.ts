/** Whether a key press was meant for a field (typing an "a" or a "j" in a note is not a shortcut). */
export const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
