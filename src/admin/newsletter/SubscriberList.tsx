import { useState } from "react";
import { routeHash } from "../routes";
import { loaded } from "../api/query-client";
import { ErrorPanel, Loading } from "../ui/Notice";
import { formatDateTime } from "../ui/PageHeading";
import { inputClass, labelClass, linkClass } from "../ui/styles";
import { SUBSCRIBER_STATES, useSubscribers, type SubscriberState } from "./api/subscribers";

const SHOWN = 50;
const STATE_TEXT: Record<SubscriberState, string> = { confirmed: "Confirmed", unconfirmed: "Unconfirmed" };
const asShown = (value: string): "all" | SubscriberState => SUBSCRIBER_STATES.find((s) => s === value) ?? "all";

/** The newest subscribers with their state and consent record; each opens as an inbox item. */
export function SubscriberList() {
  const [state, setState] = useState<"all" | SubscriberState>("all");
  const list = loaded(useSubscribers(state, SHOWN));
  return (
    <div className="mt-4">
      <div className="mb-3 max-w-xs">
        <label htmlFor="subscriber-state" className={labelClass}>
          Show subscribers
        </label>
        <select
          id="subscriber-state"
          className={inputClass}
          value={state}
          onChange={(e) => setState(asShown(e.target.value))}
        >
          <option value="all">Confirmed and unconfirmed</option>
          <option value="confirmed">Confirmed</option>
          <option value="unconfirmed">Unconfirmed</option>
        </select>
      </div>
      {list.status === "loading" && <Loading label="Loading subscribers…" onRetry={list.reload} />}
      {list.status === "error" && (
        <ErrorPanel title="The subscribers could not be loaded" message={list.error} onRetry={list.reload} />
      )}
      {list.status === "ready" &&
        (list.data.length === 0 ? (
          <p>No subscribers.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <caption className="mb-2 text-left text-sm text-muted">The {SHOWN} newest at most</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-4">
                    Email
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    State
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Signed up
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Consent
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((s) => (
                  <tr key={s.id} className="border-b border-line">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      <a
                        className={linkClass}
                        href={routeHash({ name: "item", kind: "newsletter_subscribers", id: s.id })}
                      >
                        {s.email}
                      </a>
                    </th>
                    <td className="py-2 pr-4">{STATE_TEXT[s.state]}</td>
                    <td className="py-2 pr-4">
                      <time dateTime={s.created_at}>{formatDateTime(s.created_at)}</time>
                    </td>
                    <td className="py-2 pr-4">
                      {s.confirmed_at ? (
                        <>
                          Confirmed <time dateTime={s.confirmed_at}>{formatDateTime(s.confirmed_at)}</time>
                          {s.confirmed_from && <> from {s.confirmed_from}</>}
                        </>
                      ) : (
                        "Not yet given"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  );
}
