import { diffArrays } from "diff";
import { Parser } from "htmlparser2";

/** What a reader of a page sees of it: its text, a line a block, and its pictures by what they show. */
export type PageReading = { lines: string[]; images: string[] };

/** What a publish changes on one page, as its reader would notice. */
export type PageDifference = {
  added: string[];
  removed: string[];
  imagesAdded: string[];
  imagesRemoved: string[];
};

// Elements whose start or end ends a line of text: blocks, list items, cells, headings, controls.
const BLOCKS = new Set(
  "address article aside blockquote br button dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol option p pre section summary table td th tr ul".split(
    " ",
  ),
);
const UNREAD = new Set(["script", "style", "noscript", "template", "head", "svg"]);

/**
 * The text of a page's body, one line a block, whitespace collapsed, and its images (their
 * alternative text and file, or "decorative"): what the difference compares. Hidden parts of the
 * document (scripts, styles, the head) are not read.
 */
export function readPage(html: string): PageReading {
  const lines: string[] = [];
  const images: string[] = [];
  let line = "";
  let unread = 0;
  const flush = () => {
    const text = line.replace(/\s+/g, " ").trim();
    if (text) lines.push(text);
    line = "";
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (UNREAD.has(name)) unread += 1;
        if (unread) return;
        if (BLOCKS.has(name)) flush();
        if (name === "img") {
          const file = (attributes.src ?? "").split("/").pop() ?? "";
          images.push(attributes.alt ? `${attributes.alt} (${file})` : `decorative (${file})`);
        }
      },
      ontext(text) {
        if (!unread) line += text;
      },
      onclosetag(name) {
        if (UNREAD.has(name)) unread = Math.max(0, unread - 1);
        else if (!unread && BLOCKS.has(name)) flush();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return { lines, images };
}

/** How many lines of each side a difference lists: a page rewritten whole says so in its first lines. */
const MOST = 200;

function compare(before: string[], after: string[]) {
  const added: string[] = [];
  const removed: string[] = [];
  for (const part of diffArrays(before, after)) {
    if (part.added) added.push(...part.value);
    else if (part.removed) removed.push(...part.value);
  }
  return { added: added.slice(0, MOST), removed: removed.slice(0, MOST) };
}

/** The text added and removed, in page order, and the pictures that came and went. */
export function pageDifference(before: string, after: string): PageDifference {
  const old = readPage(before);
  const next = readPage(after);
  const text = compare(old.lines, next.lines);
  const images = compare(old.images, next.images);
  return { ...text, imagesAdded: images.added, imagesRemoved: images.removed };
}
