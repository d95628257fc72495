import { CONTENT_TYPES } from "~shared/content-types";
import { holds } from "~shared/staff-roles";
import { useStaff } from "~/admin/staff-context";
import { routeHash } from "../routes";
import { PageHeading } from "../ui/PageHeading";
import { blockLinkClass } from "../ui/styles";
import { ExternalLinks } from "./ExternalLinks";

/** The content types this person edits, each with the routes that show it (shared/content-types/). */
export function SiteContentPage() {
  const { roles } = useStaff();
  const mine = CONTENT_TYPES.filter((type) => holds(roles, type.role));
  return (
    <>
      <PageHeading>Site content</PageHeading>
      <ul className="divide-y divide-line rounded-lg border border-line bg-white">
        {mine.map((type) => (
          <li key={type.type} className="p-4">
            <a className={blockLinkClass} href={routeHash({ name: "site-content", type: type.type })}>
              {type.label}
            </a>
            <p className="text-sm text-muted">Shown on {type.routes.join(", ")}.</p>
          </li>
        ))}
      </ul>
      <ExternalLinks />
    </>
  );
}
