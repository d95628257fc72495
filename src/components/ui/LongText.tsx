import { linesOf, paragraphsOf } from "~shared/content-types";

/** A long text's blocks, as staff typed them. */
export type LongTextBlock = { kind: "paragraph"; lines: string[] } | { kind: "list"; items: string[] };

const LIST_ITEM = /^[-*•]\s+(.*)$/;

/**
 * Reads a long text as staff type one in a plain box: a blank line ends a paragraph
 * (`paragraphsOf`), a line break within one stays a line break, and lines starting with "- ",
 * "* " or "• " make a list.
 */
export function longTextBlocks(text: string): LongTextBlock[] {
  const blocks: LongTextBlock[] = [];
  for (const paragraph of paragraphsOf(text)) {
    let current: LongTextBlock | null = null;
    for (const line of linesOf(paragraph)) {
      const item = LIST_ITEM.exec(line)?.[1]?.trim();
      if (item !== undefined) {
        if (current?.kind !== "list") blocks.push((current = { kind: "list", items: [] }));
        current.items.push(item);
      } else {
        if (current?.kind !== "paragraph") blocks.push((current = { kind: "paragraph", lines: [] }));
        current.lines.push(line);
      }
    }
  }
  return blocks;
}

/** A long text on a page, its paragraphs, line breaks and lists kept; text only, never markup. */
export function LongText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {longTextBlocks(text).map((block, index) =>
        block.kind === "list" ? (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, i) => (
              <span key={i}>
                {i > 0 && <br />}
                {line}
              </span>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
