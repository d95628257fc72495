import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId, useState } from "react";
import { cn } from "~/lib/cn";
import { safeHref, type RichDoc } from "~shared/rich-text";
import { inputClass, labelClass, secondaryButtonClass } from "./styles";

/** Addresses a link may have: those the renderer keeps (shared/rich-text.ts), so what is typed is what is sent. */
const isAllowedLink = (href: string) => safeHref(href, "https://kosmos.invalid") !== null;

type Props = {
  label: string;
  value: RichDoc;
  onChange: (doc: RichDoc) => void;
  /** Gives the page the editor, to insert text from outside (a library item). */
  onReady?: (editor: Editor) => void;
  readOnly?: boolean;
};

/**
 * Rich text with Tiptap (ProseMirror): headings, paragraphs, lists, links, emphasis; nothing
 * else. Stored as Tiptap's JSON; shared/rich-text.ts makes the HTML from it, never this editor.
 */
export function RichTextEditor({ label, value, onChange, onReady, readOnly = false }: Props) {
  const labelId = useId();
  const linkId = useId();
  const [link, setLink] = useState("");
  const [linkError, setLinkError] = useState("");
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, isAllowedUri: (url) => isAllowedLink(url) },
      }),
    ],
    content: value,
    editable: !readOnly,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class:
          "min-h-64 max-w-none rounded-b-md border border-slate-400 bg-white px-4 py-3 text-base text-ink focus:border-brand focus:ring-2 focus:ring-brand focus:outline-none [&_a]:text-brand [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6",
      },
    },
    onCreate: ({ editor: created }) => onReady?.(created),
    onUpdate: ({ editor: changed }) => onChange(changed.getJSON() as RichDoc),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bullets: e?.isActive("bulletList") ?? false,
      numbers: e?.isActive("orderedList") ?? false,
      link: e?.isActive("link") ?? false,
    }),
  });

  function applyLink() {
    if (!editor) return;
    const href = link.trim();
    if (!href) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      setLinkError("");
      return;
    }
    if (!isAllowedLink(href)) {
      setLinkError("Enter an address starting with https://, mailto: or / (a page of this site).");
      return;
    }
    setLinkError("");
    editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    setLink("");
  }

  const tool = (name: string, pressed: boolean, run: (e: Editor) => void) => (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={!editor || readOnly}
      onClick={() => editor && run(editor)}
      className={cn(
        "min-h-11 rounded px-3 text-sm font-semibold",
        pressed ? "bg-brand text-white" : "bg-white text-ink hover:bg-slate-100",
      )}
    >
      {name}
    </button>
  );

  return (
    <div>
      <p id={labelId} className={labelClass}>
        {label}
      </p>
      {!readOnly && (
        <div
          role="toolbar"
          aria-label={`${label}: formatting`}
          className="mt-1 flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-400 bg-surface p-1"
        >
          {tool("Heading", active?.h2 ?? false, (e) => e.chain().focus().toggleHeading({ level: 2 }).run())}
          {tool("Subheading", active?.h3 ?? false, (e) => e.chain().focus().toggleHeading({ level: 3 }).run())}
          {tool("Bold", active?.bold ?? false, (e) => e.chain().focus().toggleBold().run())}
          {tool("Italic", active?.italic ?? false, (e) => e.chain().focus().toggleItalic().run())}
          {tool("Bulleted list", active?.bullets ?? false, (e) => e.chain().focus().toggleBulletList().run())}
          {tool("Numbered list", active?.numbers ?? false, (e) => e.chain().focus().toggleOrderedList().run())}
        </div>
      )}
      <EditorContent editor={editor} />
      {!readOnly && (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div className="min-w-64 flex-1">
            <label htmlFor={linkId} className={labelClass}>
              Link address for the selected text
            </label>
            <input
              id={linkId}
              className={inputClass}
              value={link}
              placeholder="https://…"
              onChange={(e) => setLink(e.target.value)}
              {...(linkError ? { "aria-invalid": true, "aria-describedby": `${linkId}-error` } : {})}
            />
          </div>
          <button type="button" className={secondaryButtonClass} onClick={applyLink} disabled={!editor}>
            {link.trim() ? "Add link" : active?.link ? "Remove link" : "Add link"}
          </button>
          {linkError && (
            <p id={`${linkId}-error`} className="w-full text-sm font-medium text-red-700">
              {linkError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
