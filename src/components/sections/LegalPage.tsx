import { Fragment, type ReactNode } from "react";
import type { RichDoc, RichNode } from "~shared/rich-text";

/** "7 June 2025" from "2025-06-07": the effective date as the page says it. */
export function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

type Section = { heading: RichNode; nodes: RichNode[]; subsections: { heading: RichNode; nodes: RichNode[] }[] };

/** The document cut where it is headed: the intro, then a section at each level-2 heading, a subsection at each level-3. */
function sectionsOf(body: RichDoc): { intro: RichNode[]; sections: Section[] } {
  const intro: RichNode[] = [];
  const sections: Section[] = [];
  for (const node of body.content ?? []) {
    const level = node.type === "heading" ? Number(node.attrs?.level) : 0;
    const section = sections.at(-1);
    if (level === 2) sections.push({ heading: node, nodes: [], subsections: [] });
    else if (level === 3 && section) section.subsections.push({ heading: node, nodes: [] });
    else if (!section) intro.push(node);
    else (section.subsections.at(-1)?.nodes ?? section.nodes).push(node);
  }
  return { intro, sections };
}

/**
 * The shared layout of the privacy notice, terms of use and cookie policy, from the rich text
 * staff edit (issue 37). Rendered as React elements, node by node from an allow-list: a node or
 * mark it does not know is left out, a link kept only to https, mailto or a path of this site,
 * so nothing typed in the back office can become script here.
 */
export function LegalPage({ title, effectiveDate, body }: { title: string; effectiveDate: string; body: RichDoc }) {
  const { intro, sections } = sectionsOf(body);
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <header className="border-b border-line pb-8">
        <h1 className="text-4xl font-bold tracking-tight text-ink">{title}</h1>
        <p className="mt-3 text-sm text-muted">Last updated {longDate(effectiveDate)}</p>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
          <Blocks nodes={intro} />
        </div>
      </header>
      {sections.map((section, index) => (
        <section key={index} aria-labelledby={`legal-${index}`} className="mt-10">
          <h2 id={`legal-${index}`} className="text-2xl font-semibold text-ink">
            {index + 1}. <Inline nodes={section.heading.content} />
          </h2>
          <BlockGroup nodes={section.nodes} />
          {section.subsections.map((sub, subIndex) => (
            <Fragment key={subIndex}>
              <h3 className="mt-6 text-lg font-semibold text-ink">
                <Inline nodes={sub.heading.content} />
              </h3>
              <BlockGroup nodes={sub.nodes} />
            </Fragment>
          ))}
        </section>
      ))}
    </article>
  );
}

function BlockGroup({ nodes }: { nodes: RichNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
      <Blocks nodes={nodes} />
    </div>
  );
}

function Blocks({ nodes }: { nodes: RichNode[] }) {
  return nodes.map((node, index) => <Block key={index} node={node} />);
}

function Block({ node }: { node: RichNode }): ReactNode {
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
                  <Block key={childIndex} node={child} />
                ),
              )}
            </li>
          ))}
        </List>
      );
    }
    case "heading":
      // A level-4 heading or a heading where none is expected: shown as a heading of its subsection.
      return (
        <h3 className="mt-6 text-lg font-semibold text-ink">
          <Inline nodes={node.content} />
        </h3>
      );
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

function Inline({ nodes = [] }: { nodes?: RichNode[] }) {
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
