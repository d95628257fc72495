import type { PageDifference } from "~shared/page-difference";

/**
 * What a change does to one page as its reader would notice: the text added and removed, a block a
 * line, and the pictures that came and went (shared/page-difference.ts reads the pages).
 */
export function PageChanges({ page, heading }: { page: { route: string } & PageDifference; heading?: string }) {
  const none = page.added.length + page.removed.length + page.imagesAdded.length + page.imagesRemoved.length === 0;
  return (
    <div className="space-y-2" data-testid="page-changes">
      <h3 className="font-semibold">
        {heading ?? "Changes on"} <code>{page.route}</code>
      </h3>
      {none && <p className="text-sm">No text or picture changes on this page.</p>}
      <ChangeList label="Text added" lines={page.added} sign="+" className="border-green-700 bg-green-50" />
      <ChangeList label="Text removed" lines={page.removed} sign="−" className="border-red-700 bg-red-50" />
      <ChangeList label="Pictures added" lines={page.imagesAdded} sign="+" className="border-green-700 bg-green-50" />
      <ChangeList label="Pictures removed" lines={page.imagesRemoved} sign="−" className="border-red-700 bg-red-50" />
    </div>
  );
}

function ChangeList({
  label,
  lines,
  sign,
  className,
}: {
  label: string;
  lines: string[];
  sign: string;
  className: string;
}) {
  if (lines.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-medium">{label}</h4>
      <ul aria-label={label} className="space-y-1 text-sm">
        {lines.map((line, i) => (
          <li key={i} className={`border-l-4 px-2 py-1 ${className}`}>
            <span aria-hidden="true">{sign} </span>
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}
