import { useEffect, useRef, useState } from "react";
import { pageDifference } from "~shared/page-difference";
import { loaded } from "../api/query-client";
import { londonMoment } from "../ui/london-time";
import { ErrorPanel, Loading } from "../ui/Notice";
import { PageChanges } from "../ui/PageChanges";
import { secondaryButtonClass } from "../ui/styles";
import { useRecordedPage, type BroughtItem, type RecordedPage } from "./api/record";
import { MomentForm } from "./MomentForm";

/** One route's recorded page at a moment: shown as served (no script runs), what made it, and a comparison. */
export function RecordedPageView({ route, moment }: { route: string; moment: string }) {
  const page = loaded(useRecordedPage(route, moment));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="recorded-page-heading" className="mt-8 space-y-4">
      <h2 id="recorded-page-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        <code>{route}</code> at {londonMoment(moment)}
      </h2>
      {page.status === "loading" && <Loading label="Loading the page…" />}
      {page.status === "error" && (
        <ErrorPanel title="The page could not be loaded" message={page.error} onRetry={page.reload} />
      )}
      {page.status === "ready" && !page.data && <p className="text-sm">The site served no page here at that moment.</p>}
      {page.status === "ready" && page.data && (
        <>
          <p role="note" className="rounded-md border border-line bg-surface p-3 text-sm">
            A record, read-only: the page exactly as visitors were served it from {londonMoment(page.data.recorded_at)}
            {page.data.publish ? `, made by publish ${page.data.publish.id}` : ", found served when the site started"}.
            Its links lead to today&rsquo;s pages.
          </p>
          <div tabIndex={0} className="overflow-auto rounded-md border border-line bg-surface">
            <iframe
              title={`${route} as served at ${londonMoment(moment)}`}
              srcDoc={page.data.body}
              width={1280}
              height={720}
              // No script of the recorded page runs, and it is an origin of its own: it reaches nothing of the back office.
              sandbox=""
              className="block bg-white"
            />
          </div>
          <Brought page={page.data} />
          <Compare route={route} moment={moment} body={page.data.body} />
        </>
      )}
    </section>
  );
}

function Brought({ page }: { page: RecordedPage }) {
  if (!page.publish) return null;
  const items = page.publish.items;
  return (
    <div>
      <h3 className="font-semibold">What publish {page.publish.id} brought</h3>
      {items.length === 0 ? (
        <p className="text-sm">No item changed: the pages were rendered again as they were (a new year, a redirect).</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {items.map((item) => (
            <li key={`${item.id} ${item.version}`}>{describe(item)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "Senior Scientist (position), version 4, taken off the site: saved by … on …; submitted by …, approved by …". */
export function describe(item: BroughtItem): string {
  const what = `${item.title || item.slug} (${item.type}), version ${item.version}${item.live ? "" : ", taken off the site"}`;
  const saved = `saved by ${item.saved_by ?? "the site itself"} on ${londonMoment(item.saved_at)}`;
  const review = item.approved_by
    ? `; submitted by ${item.submitted_by ?? "someone since removed"}, approved by ${item.approved_by}`
    : "";
  return `${what}: ${saved}${review}`;
}

/** The page at another moment against this one: the text and pictures that differ. */
function Compare({ route, moment, body }: { route: string; moment: string; body: string }) {
  const [other, setOther] = useState<string | null>(null);
  const otherPage = loaded(useRecordedPage(other ? route : null, other));
  // Read in time order, whichever moment was picked first.
  const otherFirst = other !== null && Date.parse(other) < Date.parse(moment);
  const [first, last] = otherFirst ? [other, moment] : [moment, other ?? moment];
  const firstBody = (otherBody: string) => (otherFirst ? otherBody : body);
  const lastBody = (otherBody: string) => (otherFirst ? body : otherBody);

  return (
    <div>
      <h3 className="font-semibold">Compare with another moment</h3>
      <div className="mt-1">
        <MomentForm
          label="Other moment (London time)"
          action="Compare"
          buttonClass={secondaryButtonClass}
          initial={Date.parse(moment) - 7 * 24 * 3600_000}
          onPick={setOther}
        />
      </div>
      {other && otherPage.status === "loading" && <Loading label="Loading the other page…" />}
      {other && otherPage.status === "error" && (
        <ErrorPanel title="The other page could not be loaded" message={otherPage.error} onRetry={otherPage.reload} />
      )}
      {other && otherPage.status === "ready" && (
        <div className="mt-3" aria-live="polite">
          {otherPage.data ? (
            <PageChanges
              heading={`From ${londonMoment(first)} to ${londonMoment(last)}, changes on`}
              page={{ route, ...pageDifference(firstBody(otherPage.data.body), lastBody(otherPage.data.body)) }}
            />
          ) : (
            <p className="text-sm">The site served no page here at {londonMoment(other)}.</p>
          )}
        </div>
      )}
    </div>
  );
}
