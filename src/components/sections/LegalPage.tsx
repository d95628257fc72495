import { Fragment } from "react";
import { site } from "~/config/site";
import type { LegalBlock, LegalDocument } from "~/components/sections/legal-document";
import { linkify } from "./linkify";

/** The shared layout of the privacy notice, terms of use and cookie policy. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <header className="border-b border-line pb-8">
        <h1 className="text-4xl font-bold tracking-tight text-ink">{document.title}</h1>
        <p className="mt-3 text-sm text-muted">Last updated {site.legalLastUpdated}</p>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
          {document.intro.map((paragraph) => (
            <Paragraph key={paragraph} text={paragraph} />
          ))}
        </div>
      </header>
      {document.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`legal-${index}`} className="mt-10">
          <h2 id={`legal-${index}`} className="text-2xl font-semibold text-ink">
            {index + 1}. {section.heading}
          </h2>
          <Blocks blocks={section.blocks} />
          {section.subsections?.map((sub) => (
            <Fragment key={sub.heading}>
              <h3 className="mt-6 text-lg font-semibold text-ink">{sub.heading}</h3>
              <Blocks blocks={sub.blocks} />
            </Fragment>
          ))}
        </section>
      ))}
    </article>
  );
}

function Blocks({ blocks }: { blocks: LegalBlock[] }) {
  return (
    <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
      {blocks.map((block, index) =>
        typeof block === "string" ? (
          <Paragraph key={index} text={block} />
        ) : (
          <ul key={index} className="list-disc space-y-1.5 pl-6">
            {block.list.map((item) => (
              <li key={item}>
                <Inline text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

function Paragraph({ text }: { text: string }) {
  return (
    <p>
      <Inline text={text} />
    </p>
  );
}

/** Text with its email and web addresses as links (external ones open in a new tab). */
function Inline({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.href ? (
          part.href.startsWith("mailto:") ? (
            <a key={index} href={part.href} className="font-medium text-brand underline">
              {part.text}
            </a>
          ) : (
            <a
              key={index}
              href={part.href}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand underline"
            >
              {part.text}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
