/**
 * The back office's pages in one table, as src/config/pages.ts is for the site: each
 * page's address, its place in the navigation, the roles that open it and its view. A new page is
 * one entry here (and its Route in ./routes.ts when it takes parameters). What a role may open is
 * only what the back office shows: the database refuses the rest on its own.
 */
import { lazy, Suspense, type ReactNode } from "react";
import { CONTENT_TYPES, contentType } from "~shared/content-types";
import { holds, type StaffRole } from "~shared/staff-roles";
import { ROLE_FOR_TABLE } from "~shared/submission-kinds";
import { AccountPage } from "./account/AccountPage";
import { AuditPage } from "./audit/AuditPage";
import { ClaimsPage } from "./claims/ClaimsPage";
import { RetentionPage } from "./audit/RetentionPage";
import { InboxPage } from "./inbox/InboxPage";
import { ItemPage } from "./inbox/ItemPage";
import { MediaPage } from "./media/MediaPage";
import { NoticesPage } from "./notices/NoticesPage";
import { RedirectsPage } from "./redirects/RedirectsPage";
import { ReleasesPage } from "./releases/ReleasesPage";
import { ReviewsPage } from "./reviews/ReviewsPage";
import { Loading } from "./ui/Notice";
import { ContentTypePage } from "./site-content/ContentTypePage";
import { SiteContentPage } from "./site-content/SiteContentPage";
import { TeamPage } from "./team/TeamPage";
import type { PageName, Route } from "./routes";
import { readableKinds } from "./vocabulary/kinds";

type RouteOf<N extends PageName> = Extract<Route, { name: N }>;
type PageContext = { onSignOut: (scope: "local" | "global") => void };

type AdminPage<N extends PageName> = {
  /** Its address is ./routes.ts's ADDRESSES[name]. */
  name: N;
  /** In the navigation, with this label (the pages without one are reached from another). */
  label?: string;
  /** The navigation entry shown as current on this page, when it is another's (an item: the inbox). */
  partOf?: PageName;
  mayOpen(roles: readonly StaffRole[], route: RouteOf<N>): boolean;
  view(route: RouteOf<N>, context: PageContext): ReactNode;
};

// The newsletter's editor (Tiptap) loads when its page is opened, not with the back office.
const NewsletterPage = lazy(() => import("./newsletter/NewsletterPage"));
const IssuePage = lazy(() => import("./newsletter/IssuePage"));
// The record's viewer reads pages with an HTML parser and compares them: loaded when it is opened.
const RecordPage = lazy(() => import("./record/RecordPage"));
const later = (view: ReactNode) => <Suspense fallback={<Loading label="Loading…" />}>{view}</Suspense>;

const page = <N extends PageName>(declaration: AdminPage<N>) => declaration;
const inboxRoles = (roles: readonly StaffRole[]) => readableKinds(roles).length > 0 || holds(roles, "admin");

export const ADMIN_PAGES = [
  page({
    name: "inbox",
    label: "Inbox",
    mayOpen: inboxRoles,
    view: (route) => <InboxPage search={route.search} />,
  }),
  page({
    name: "item",
    partOf: "inbox",
    mayOpen: (roles, route) => holds(roles, ROLE_FOR_TABLE[route.kind]),
    // Keyed by the item: moving to the next one starts its page afresh (its status, its messages).
    view: (route) => <ItemPage key={`${route.kind}/${route.id}`} kind={route.kind} id={route.id} />,
  }),
  page({
    name: "site",
    label: "Site content",
    mayOpen: (roles) => CONTENT_TYPES.some((type) => holds(roles, type.role)),
    view: () => <SiteContentPage />,
  }),
  page({
    name: "reviews",
    label: "To review",
    mayOpen: (roles) => CONTENT_TYPES.some((type) => holds(roles, type.role)),
    view: () => <ReviewsPage />,
  }),
  page({
    name: "releases",
    label: "Releases",
    mayOpen: (roles) => CONTENT_TYPES.some((type) => holds(roles, type.role)),
    view: () => <ReleasesPage />,
  }),
  page({
    name: "record",
    label: "Site record",
    // The database shows it to any member of staff; the menu, to those who answer for the site's words.
    mayOpen: (roles) => holds(roles, "editor"),
    view: () => later(<RecordPage />),
  }),
  page({
    name: "claims",
    label: "Claims",
    // Any member of staff reads the register; its claims are the editors' (and admins').
    mayOpen: (roles) => holds(roles, "editor"),
    view: () => <ClaimsPage />,
  }),
  page({
    name: "site-content",
    partOf: "site",
    mayOpen: (roles, route) => holds(roles, contentType(route.type).role),
    view: (route) => <ContentTypePage key={route.type} type={route.type} />,
  }),
  page({
    name: "media",
    label: "Media library",
    mayOpen: (roles) => holds(roles, "editor"),
    view: () => <MediaPage />,
  }),
  // The library is content (decisions 046, 047): its editors are the content types', kept at their addresses in the menu.
  page({
    name: "resources",
    label: "Resources",
    mayOpen: (roles) => holds(roles, contentType("resource").role),
    view: () => <ContentTypePage type="resource" />,
  }),
  page({
    name: "documentation",
    label: "Documentation",
    mayOpen: (roles) => holds(roles, contentType("document").role),
    view: () => <ContentTypePage type="document" />,
  }),
  page({
    name: "redirects",
    label: "Redirects",
    mayOpen: (roles) => holds(roles, "admin"),
    view: () => <RedirectsPage />,
  }),
  page({ name: "notices", label: "Notices", mayOpen: inboxRoles, view: () => <NoticesPage /> }),
  page({
    name: "newsletter",
    label: "Newsletter",
    mayOpen: (roles) => holds(roles, "sales"),
    view: () => later(<NewsletterPage />),
  }),
  page({
    name: "newsletter-issue",
    partOf: "newsletter",
    mayOpen: (roles) => holds(roles, "sales"),
    view: (route) => later(<IssuePage id={route.id} />),
  }),
  page({
    name: "team",
    label: "Staff accounts",
    mayOpen: (roles) => holds(roles, "admin"),
    view: () => <TeamPage />,
  }),
  page({
    name: "retention",
    label: "Retention and backups",
    mayOpen: (roles) => holds(roles, "admin"),
    view: () => <RetentionPage />,
  }),
  page({
    name: "audit",
    label: "Audit log",
    mayOpen: (roles) => holds(roles, "admin"),
    view: () => <AuditPage />,
  }),
  page({
    name: "account",
    label: "My account",
    mayOpen: () => true,
    view: (_route, { onSignOut }) => <AccountPage onSignOutEverywhere={() => onSignOut("global")} />,
  }),
];

function pageOf(route: Route): AdminPage<PageName> | undefined {
  return ADMIN_PAGES.find((entry) => entry.name === route.name) as AdminPage<PageName> | undefined;
}

/** Whether a person's roles open this page (an address that is no page: yes, to say so). */
export function mayOpen(route: Route, roles: readonly StaffRole[]): boolean {
  const entry = pageOf(route);
  return entry ? entry.mayOpen(roles, route as RouteOf<PageName>) : true;
}

/** The page's view, or null for an address that is no page. */
export function viewOf(route: Route, context: PageContext): ReactNode {
  const entry = pageOf(route);
  return entry ? entry.view(route as RouteOf<PageName>, context) : null;
}

/** The navigation: the pages with a label, and which route each stands for. */
export const NAVIGATION = ADMIN_PAGES.filter((entry) => entry.label !== undefined).map((entry) => ({
  label: entry.label!,
  name: entry.name,
  sections: [
    entry.name,
    ...ADMIN_PAGES.filter((other) => other.partOf === entry.name).map((other) => other.name),
  ] as Route["name"][],
}));
