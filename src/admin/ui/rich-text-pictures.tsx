import { Node, NodeViewWrapper, ReactNodeViewRenderer, type NodeViewProps } from "@tiptap/react";
import { useEffect, useId, useRef } from "react";
import { pictureProblem, type PictureChoice } from "~shared/picture";
import { thumbnailOf, useFileAddress, useLibrary } from "../api/media";
import { PictureField } from "../site-content/PictureField";
import { buttonClass, secondaryButtonClass } from "./styles";

/**
 * A picture of the media library inside rich text: a block of its own holding only what staff
 * chose (the picture, its words, or "decorative"). The database completes it with the picture's
 * size and files when the item is saved, and the page renders it as the library's <picture>.
 * Only an image copied from this editor is pasted back as a picture: an <img> from elsewhere
 * (a web page, a mail) has no picture of the library behind it and is dropped.
 */
export const LibraryImage = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      media: { default: null, rendered: false },
      alt: { default: "", rendered: false },
      decorative: { default: false, rendered: false },
    };
  },
  parseHTML() {
    return [
      {
        tag: "img[data-media]",
        getAttrs: (element) => ({
          media: element.getAttribute("data-media"),
          alt: element.getAttribute("alt") ?? "",
          decorative: element.hasAttribute("data-decorative"),
        }),
      },
    ];
  },
  renderHTML({ node }) {
    const attrs = node.attrs as PictureChoice;
    return [
      "img",
      { "data-media": attrs.media, alt: attrs.alt, ...(attrs.decorative ? { "data-decorative": "" } : {}) },
    ];
  },
  addNodeView() {
    return ReactNodeViewRenderer(PictureInText);
  },
});

/** The picture as the editor shows it: a thumbnail and its words (or what it still lacks). */
function PictureInText({ node, selected }: NodeViewProps) {
  const attrs = node.attrs as PictureChoice;
  const picture = (useLibrary().data ?? []).find((entry) => entry.id === attrs.media);
  const thumbnail = useFileAddress(picture ? (thumbnailOf(picture.files)?.name ?? null) : null);
  const words = attrs.decorative
    ? "Decorative picture"
    : attrs.alt.trim()
      ? `Picture: ${attrs.alt}`
      : "Picture without alternative text: select it and choose Edit picture";
  return (
    <NodeViewWrapper
      as="figure"
      data-picture-in-text=""
      className={`my-3 flex items-center gap-3 rounded-md border p-2 ${selected ? "border-brand ring-2 ring-brand" : "border-line"}`}
    >
      <span className="block size-20 shrink-0 overflow-hidden rounded bg-slate-100">
        {thumbnail && (
          <img src={thumbnail} alt={attrs.decorative ? "" : attrs.alt} className="size-full object-cover" />
        )}
      </span>
      <figcaption className="text-sm text-ink">
        {words}
        {picture && picture.state !== "ready" && <span className="block text-muted">Being prepared…</span>}
      </figcaption>
    </NodeViewWrapper>
  );
}

/** Image files a paste or a drop carries (a screenshot, a file from the desktop). */
export const imageFilesOf = (data: DataTransfer | null): File[] =>
  Array.from(data?.files ?? []).filter((file) => file.type.startsWith("image/"));

/**
 * Insert or change a picture: choose it from the library or upload one, write its words; refused
 * here in the database's words before it reaches the text, so no picture enters without them.
 */
export function PicturePanel({
  editing,
  choice,
  error,
  onChoice,
  onDone,
  onRemove,
  onCancel,
}: {
  editing: boolean;
  choice: PictureChoice | null;
  error: string;
  onChoice: (choice: PictureChoice | null) => void;
  onDone: (choice: PictureChoice | null, problem: string | null) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    // The alternative text when a pasted picture waits for it, else the picture's chooser.
    const target = choice?.media ? 'input[name="picture-in-text-alt"]' : 'select[name="picture-in-text"]';
    panel.current?.querySelector<HTMLElement>(target)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening: focus then stays where the person puts it
  }, []);
  return (
    <section
      ref={panel}
      aria-labelledby={headingId}
      className="mt-1 space-y-3 border border-b-0 border-slate-400 bg-white p-3"
    >
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {editing ? "Edit picture" : "Insert a picture"}
      </h3>
      <PictureField
        name="picture-in-text"
        label="Picture"
        value={choice}
        error={error || undefined}
        onChange={onChoice}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass}
          onClick={() => onDone(choice, pictureProblem("Picture", true, choice ?? undefined))}
        >
          {editing ? "Update picture" : "Insert picture"}
        </button>
        {editing && (
          <button type="button" className={secondaryButtonClass} onClick={onRemove}>
            Remove picture
          </button>
        )}
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
