import { useState } from "react";
import { loaded } from "../api/query-client";
import { londonMoment } from "../ui/london-time";
import { ErrorPanel, Loading } from "../ui/Notice";
import { PageHeading } from "../ui/PageHeading";
import { buttonClass, secondaryButtonClass } from "../ui/styles";
import { useSiteAsOf } from "./api/record";
import { MomentForm } from "./MomentForm";
import { RecordedPageView } from "./RecordedPageView";

/**
 * The site as it was at any moment: every route's page exactly as visitors were served it then
 * (public.site_record, kept by each publish), read-only, with what the publish that made it
 * brought and who saved and approved it, and what changed on a page between two moments.
 */
export function RecordPage() {
  const [moment, setMoment] = useState<string | null>(() => new Date().toISOString());
  const [route, setRoute] = useState<string | null>(null);
  const routes = loaded(useSiteAsOf(moment));

  return (
    <>
      <PageHeading>Site record</PageHeading>
      <p className="mb-4 max-w-prose text-sm text-muted">
        Every page of the site exactly as visitors were served it, kept from each publish that changed it. Pick a moment
        to browse the site as it was then. Nothing here can be changed.
      </p>
      <div className="mb-6">
        <MomentForm
          label="Moment (London time)"
          action="Show the site then"
          buttonClass={buttonClass}
          onPick={(iso) => {
            setMoment(iso);
            setRoute(null);
          }}
        />
      </div>
      {moment && routes.status === "loading" && <Loading label="Loading the record…" />}
      {routes.status === "error" && (
        <ErrorPanel title="The record could not be loaded" message={routes.error} onRetry={routes.reload} />
      )}
      {moment && routes.status === "ready" && (
        <section aria-labelledby="record-routes-heading">
          <h2 id="record-routes-heading" className="text-lg font-semibold">
            The site at {londonMoment(moment)}
          </h2>
          {routes.data.length === 0 ? (
            <p className="mt-2 text-sm">
              No page was recorded by then: the record starts when the site was first served with it.
            </p>
          ) : (
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-4">
                    Page
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Served since
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">Open</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {routes.data.map((served) => (
                  <tr key={served.route} className="border-b border-line">
                    <td className="py-1 pr-4">
                      <code>{served.route}</code>
                    </td>
                    <td className="py-1 pr-4">{londonMoment(served.recorded_at)}</td>
                    <td className="py-1">
                      <button
                        type="button"
                        className={secondaryButtonClass}
                        aria-pressed={route === served.route}
                        onClick={() => setRoute(served.route)}
                      >
                        View <span className="sr-only">{served.route} as it was then</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
      {moment && route && <RecordedPageView key={`${route} ${moment}`} route={route} moment={moment} />}
    </>
  );
}

export default RecordPage;
