import { Fragment } from "react";
import { Blocks, Inline } from "./RichText";
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
 * staff edit. Rendered as React elements, node by node from an allow-list: a node or
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
