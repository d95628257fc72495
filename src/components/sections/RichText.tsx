import { Fragment, type ReactNode } from "react";
import { asPicture } from "~shared/picture";
import type { RichNode } from "~shared/rich-text";
import { LibraryPicture } from "~/components/ui/Picture";

/**
 * Rich text staff wrote, as React elements node by node from an allow-list: a node or mark it does
 * not know is left out, a link kept only to https, mailto or a path of this site, a picture only as
 * the library's files, so nothing typed in the back office can become script on a page. `headings`: "subsection" shows every heading as
 * a level 3 (a legal page numbers its own level-2 sections); "as-written" keeps levels 2 and 3.
 */
export function Blocks({ nodes, headings = "subsection" }: { nodes: RichNode[]; headings?: Headings }) {
  return nodes.map((node, index) => <Block key={index} node={node} headings={headings} />);
}

type Headings = "subsection" | "as-written";

function Block({ node, headings }: { node: RichNode; headings: Headings }): ReactNode {
  switch (node.type) {
    case "paragraph":
      return (
        <p>
          <Inline nodes={node.content} />
        </p>
      );
    case "bulletList":
    case "orderedList": {
      const List = node.type === "bulletList" ? "ul" : "ol";
      return (
        <List className={`${node.type === "bulletList" ? "list-disc" : "list-decimal"} space-y-1.5 pl-6`}>
          {(node.content ?? []).map((item, index) => (
            <li key={index}>
              {(item.content ?? []).map((child, childIndex) =>
                child.type === "paragraph" ? (
                  <Inline key={childIndex} nodes={child.content} />
                ) : (
                  <Block key={childIndex} node={child} headings={headings} />
                ),
              )}
            </li>
          ))}
        </List>
      );
    }
    case "heading":
      if (headings === "as-written" && node.attrs?.level === 2) {
        return (
          <h2 className="mt-10 text-2xl font-semibold text-ink">
            <Inline nodes={node.content} />
          </h2>
        );
      }
      // A level-4 heading or a heading where none is expected: shown as a heading of its subsection.
      return (
        <h3 className="mt-6 text-lg font-semibold text-ink">
          <Inline nodes={node.content} />
        </h3>
      );
    case "blockquote":
      // A pull quote: the words a reader should take away, set large beside the accent's rule.
      return (
        <blockquote className="my-10 border-l-4 border-accent pl-6 font-heading text-2xl leading-snug font-medium text-ink">
          {(node.content ?? []).map((child, index) => (
            <Block key={index} node={child} headings={headings} />
          ))}
        </blockquote>
      );
    case "image": {
      // A picture of the library, as the database completed it; its box is reserved by its size.
      const picture = asPicture(node.attrs);
      return picture ? (
        <figure className="my-8">
          <LibraryPicture
            picture={picture}
            sizes="(min-width: 768px) 720px, 100vw"
            fit="contain"
            className="block h-auto w-full rounded-lg"
          />
        </figure>
      ) : null;
    }
    default:
      return null;
  }
}

/** A link's address if a reader may follow it: https, mailto, or a path of this site. */
function followable(href: unknown): string | null {
  if (typeof href !== "string" || /\s/.test(href)) return null;
  if (href.startsWith("https://") || href.startsWith("mailto:")) return href;
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\") ? href : null;
}

export function Inline({ nodes = [] }: { nodes?: RichNode[] }) {
  return nodes.map((node, index) => {
    if (node.type === "hardBreak") return <br key={index} />;
    if (node.type !== "text" || typeof node.text !== "string") return null;
    let content: ReactNode = node.text;
    for (const mark of node.marks ?? []) {
      if (mark.type === "bold") content = <strong>{content}</strong>;
      if (mark.type === "italic") content = <em>{content}</em>;
      const href = mark.type === "link" ? followable(mark.attrs?.href) : null;
      if (href?.startsWith("https://")) {
        content = (
          <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand underline">
            {content}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        );
      } else if (href) {
        content = (
          <a href={href} className="font-medium text-brand underline">
            {content}
          </a>
        );
      }
    }
    return <Fragment key={index}>{content}</Fragment>;
  });
}
