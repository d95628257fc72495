import { useState } from "react";
import { routeHash, type Route } from "./routes";
import { useWaitingReviews } from "./reviews/api/waiting";
import { useInboxUnread } from "./inbox/api/inbox-unread";

/** A page of the staff area as the menu lists it: its label, the route it opens, the routes it covers. */
export type MenuEntry = { label: string; route: Route; section: readonly string[] };

/** How many changes wait for this person's review, beside "To review" (nothing when none). */
function WaitingCount() {
  const count = useWaitingReviews().data?.length ?? 0;
  if (count === 0) return null;
  return (
    <span className="ml-1.5 rounded-full bg-amber-300 px-1.5 text-xs font-semibold text-navy">
      {count}
      <span className="sr-only"> waiting</span>
    </span>
  );
}

/** How many items are new to this person (a colleague opening one changes nothing), beside "Inbox"; the database stops counting at 100. */
function UnreadCount() {
  const counts = useInboxUnread().data ?? {};
  const count = Object.values(counts).reduce((sum, n) => sum + n, 0);
  if (count === 0) return null;
  return (
    <span className="ml-1.5 rounded-full bg-amber-300 px-1.5 text-xs font-semibold text-navy">
      {count >= 100 ? "99+" : count}
      <span className="sr-only"> new to you</span>
    </span>
  );
}

/**
 * The staff area's pages. On a wide screen, a row of links; on a phone, one button saying where
 * the person is, which opens the list (a list of fifteen pages would otherwise fill half the
 * screen before any work is shown); choosing a page closes it.
 */
export function StaffMenu({ pages, route }: { pages: MenuEntry[]; route: Route }) {
  const [open, setOpen] = useState(false);
  const here = pages.find((item) => item.section.includes(route.name));
  return (
    <nav aria-label="Staff area" className="w-full lg:w-auto">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="staff-menu"
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between rounded border border-white/40 px-3 text-sm font-medium lg:hidden"
      >
        <span>Menu{here && <span className="font-normal text-slate-200">: {here.label}</span>}</span>
        <span aria-hidden="true">{open ? "▴" : "▾"}</span>
      </button>
      <ul
        id="staff-menu"
        className={`${open ? "mt-2 grid grid-cols-2 gap-1" : "hidden"} lg:mt-0 lg:flex lg:flex-wrap lg:gap-1`}
      >
        {pages.map((item) => {
          const current = item === here;
          return (
            <li key={item.label}>
              <a
                href={routeHash(item.route)}
                aria-current={current ? "page" : undefined}
                onClick={() => setOpen(false)}
                className={`block rounded px-3 py-2 text-sm font-medium ${current ? "bg-white text-navy" : "text-white hover:bg-white/10"}`}
              >
                {item.label}
                {item.route.name === "reviews" && <WaitingCount />}
                {item.route.name === "inbox" && <UnreadCount />}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
