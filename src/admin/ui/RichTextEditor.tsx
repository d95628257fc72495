import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { NodeSelection } from "@tiptap/pm/state";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { holds } from "~shared/staff-roles";
import type { PictureChoice } from "~shared/picture";
import type { RichDoc } from "~shared/rich-text";
import { useUploadPicture } from "../api/media";
import { errorText } from "../api/messages";
import { useStaff } from "../staff-context";
import { imageFilesOf, LibraryImage, PicturePanel } from "./rich-text-pictures";
import { isAllowedLink, richTextKit } from "./rich-text-kit";
import { inputClass, labelClass, secondaryButtonClass } from "./styles";

type Props = {
  label: string;
  value: RichDoc;
  onChange: (doc: RichDoc) => void;
  /** Gives the page the editor, to insert text from outside (a library item). */
  onReady?: (editor: Editor) => void;
  readOnly?: boolean;
  /** Whether pictures of the media library may stand in the text (a page's text; not a mail's). */
  pictures?: boolean;
};

/** The picture panel: closed, inserting a new picture, or editing the one at `pos`. */
type PictureEdit = { pos: number | null; choice: PictureChoice | null; error: string };

/**
 * Rich text with Tiptap (ProseMirror): headings, paragraphs, lists, links, emphasis, and where
 * `pictures` says so the media library's pictures; nothing else. Stored as Tiptap's JSON;
 * shared/rich-text.ts and the site's renderer make the HTML from it, never this editor.
 */
export function RichTextEditor({ label, value, onChange, onReady, readOnly = false, pictures = false }: Props) {
  const labelId = useId();
  const linkId = useId();
  const [link, setLink] = useState("");
  const [linkError, setLinkError] = useState("");
  const [picture, setPicture] = useState<PictureEdit | null>(null);
  const [pictureStatus, setPictureStatus] = useState("");
  const { roles } = useStaff();
  const upload = useUploadPicture();
  // A pasted or dropped picture goes to the library first, then waits in the panel for its words.
  const receiveFiles = useRef<(files: File[]) => boolean>(() => false);
  function receive(files: File[]): boolean {
    if (!pictures || readOnly || files.length === 0) return false;
    if (!holds(roles, "editor")) {
      setPictureStatus(
        "A pasted picture is added to the media library, which only editors may do: choose one already there with Picture.",
      );
      return true;
    }
    const file = files[0]!;
    setPictureStatus(`Uploading ${file.name}…`);
    upload.mutateAsync(file).then(
      (media) => {
        setPictureStatus(`${file.name} was added to the media library: write what it shows, then Insert picture.`);
        setPicture({ pos: null, choice: { media, alt: "", decorative: false }, error: "" });
      },
      (caught: unknown) => setPictureStatus(errorText(caught)),
    );
    return true;
  }
  // The editor keeps the handlers it was made with; they reach this render's state through the ref.
  useEffect(() => {
    receiveFiles.current = receive;
  });
  const editor = useEditor({
    extensions: [richTextKit, ...(pictures ? [LibraryImage] : [])],
    content: value,
    editable: !readOnly,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class:
          "min-h-64 max-w-none rounded-b-md border border-slate-400 bg-white px-4 py-3 text-base text-ink focus:border-brand focus:ring-2 focus:ring-brand focus:outline-none [&_a]:text-brand [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:text-lg [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6",
      },
      handlePaste: (_view, event) => receiveFiles.current(imageFilesOf(event.clipboardData)),
      handleDrop: (_view, event) => receiveFiles.current(imageFilesOf(event.dataTransfer)),
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
      quote: e?.isActive("blockquote") ?? false,
      link: e?.isActive("link") ?? false,
      picture: e?.isActive("image") ?? false,
    }),
  });

  function openPicture(e: Editor) {
    const { selection } = e.state;
    if (selection instanceof NodeSelection && selection.node.type.name === "image") {
      const attrs = selection.node.attrs as PictureChoice;
      setPicture({ pos: selection.from, choice: { ...attrs }, error: "" });
    } else {
      setPicture({ pos: null, choice: null, error: "" });
    }
    setPictureStatus("");
  }

  function placePicture(choice: PictureChoice | null, problem: string | null) {
    if (!editor || !picture) return;
    if (problem || !choice) {
      setPicture({ ...picture, error: problem ?? "Picture: choose a picture from the library" });
      return;
    }
    const attrs = {
      media: choice.media,
      alt: choice.decorative ? "" : choice.alt.trim(),
      decorative: choice.decorative,
    };
    if (picture.pos === null) {
      editor.chain().focus().insertContent({ type: "image", attrs }).run();
      writeOnAfter(editor);
    } else editor.chain().focus().setNodeSelection(picture.pos).updateAttributes("image", attrs).run();
    setPicture(null);
    setPictureStatus(picture.pos === null ? "The picture was inserted." : "The picture was changed.");
  }

  /** After a new picture, the cursor waits in the paragraph below it (made if there is none), to write on. */
  function writeOnAfter(e: Editor) {
    const { selection, doc } = e.state;
    if (!(selection instanceof NodeSelection)) return;
    const after = selection.to;
    if (doc.resolve(after).nodeAfter?.type.name !== "paragraph")
      e.commands.insertContentAt(after, { type: "paragraph" });
    e.commands.setTextSelection(after + 1);
  }

  function removePicture() {
    if (!editor || picture?.pos == null) return;
    editor.chain().focus().setNodeSelection(picture.pos).deleteSelection().run();
    setPicture(null);
    setPictureStatus("The picture was removed.");
  }

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
      // A click leaves the caret in the text: the editor's own focus() returns only a frame later,
      // and a key pressed before then (Enter) would press this button again.
      onMouseDown={(event) => event.preventDefault()}
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
          {tool("Quote", active?.quote ?? false, (e) => e.chain().focus().toggleBlockquote().run())}
          {pictures && tool(active?.picture ? "Edit picture" : "Picture", picture !== null, openPicture)}
        </div>
      )}
      {picture && (
        <PicturePanel
          editing={picture.pos !== null}
          choice={picture.choice}
          error={picture.error}
          onChoice={(choice) => setPicture({ ...picture, choice, error: "" })}
          onDone={placePicture}
          onRemove={removePicture}
          onCancel={() => {
            setPicture(null);
            editor?.commands.focus();
          }}
        />
      )}
      {pictures && (
        <p role="status" className={pictureStatus ? "mt-1 text-sm text-muted" : "sr-only"}>
          {pictureStatus}
        </p>
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
