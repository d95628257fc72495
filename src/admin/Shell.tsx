import { useEffect, useRef } from "react";
import { StaffMenu, type MenuEntry } from "./StaffMenu";
import { mayOpen, NAVIGATION, viewOf } from "./pages";
import { parseRoute, routeHash, type Route } from "./routes";
import { useStaff } from "./staff-context";
import { secondaryButtonClass } from "./ui/styles";
import { useHashRoute } from "./useHashRoute";

/** The navigation's entries, each with the route it opens. */
const NAV: MenuEntry[] = NAVIGATION.map((entry) => ({
  label: entry.label,
  route: parseRoute(routeHash({ name: entry.name, search: "" } as Route)),
  section: entry.sections,
}));

/** A page this person's roles do not open (a notice's link, a bookmark): said plainly, not an error. */
function NotForRole({ pages }: { pages: typeof NAV }) {
  return (
    <>
      <h1 className="text-2xl font-bold">Not available to your role</h1>
      <p className="mt-2">
        This page is for colleagues whose job needs it. If yours does, ask an admin to change your roles.
      </p>
      {pages.length > 0 && (
        <p className="mt-2">
          Your pages:{" "}
          {pages.map((item, i) => (
            <span key={item.label}>
              {i > 0 && ", "}
              <a className="font-medium text-brand underline" href={routeHash(item.route)}>
                {item.label}
              </a>
            </span>
          ))}
        </p>
      )}
    </>
  );
}

function Page({ route, onSignOut }: { route: Route; onSignOut: (scope: "local" | "global") => void }) {
  if (route.name !== "not-found") return <>{viewOf(route, { onSignOut })}</>;
  return (
    <>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-2">
        There is nothing at this address.{" "}
        <a className="font-medium text-brand underline" href="#/inbox">
          Go to the inbox
        </a>
      </p>
    </>
  );
}

/** The signed-in area: navigation, who is signed in, sign-out, and the page of the hash route. */
export function Shell({ onSignOut }: { onSignOut: (scope: "local" | "global") => void }) {
  const { email, roles, checkSession } = useStaff();
  const route = useHashRoute();
  const pages = NAV.filter((item) => mayOpen(item.route, roles));
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  const path = routeHash(route).split("?")[0];

  // A new page: move focus to it, as a page load would (not on the first render, nor on filter changes).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    scrollTo(0, 0);
    const focusHeading = () => {
      const heading = main.current?.querySelector<HTMLElement>("h1");
      heading?.focus();
      return Boolean(heading);
    };
    if (focusHeading() || !main.current) return;
    // A page whose code is fetched when first opened has no heading yet: focus it as it arrives.
    const arrival = new MutationObserver(() => focusHeading() && arrival.disconnect());
    arrival.observe(main.current, { childList: true, subtree: true });
    const giveUp = setTimeout(() => arrival.disconnect(), 10_000);
    return () => {
      arrival.disconnect();
      clearTimeout(giveUp);
    };
  }, [path]);

  // Every move in the area (a page, a filter) asks whether this session still stands: an account
  // disabled or signed out elsewhere goes back to sign-in at its next action, even where the
  // database would only have answered an empty list.
  const where = routeHash(route);
  const checked = useRef(where);
  useEffect(() => {
    if (checked.current === where) return;
    checked.current = where;
    void checkSession();
  }, [where, checkSession]);

  // The area's front door is the inbox; for someone whose job is elsewhere, their first page.
  const home = !location.hash.replace(/^#\/?/, "") && !mayOpen(route, roles) ? pages[0] : undefined;
  useEffect(() => {
    if (home) location.replace(routeHash(home.route));
  }, [home]);

  return (
    <div className="min-h-screen bg-surface">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        onClick={(e) => {
          e.preventDefault();
          main.current?.focus();
        }}
      >
        Skip to content
      </a>
      <header className="border-b border-line bg-navy text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-semibold">Kosmos staff</p>
          <StaffMenu pages={pages} route={route} />
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-200">{email}</span>
            <button type="button" className={`${secondaryButtonClass} min-h-9 py-1`} onClick={() => onSignOut("local")}>
              Sign out
            </button>
            <button
              type="button"
              className={`${secondaryButtonClass} min-h-9 py-1`}
              onClick={() => onSignOut("global")}
            >
              Sign out everywhere
            </button>
          </div>
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 focus:outline-none">
        {mayOpen(route, roles) ? <Page route={route} onSignOut={onSignOut} /> : <NotForRole pages={pages} />}
      </main>
    </div>
  );
}
