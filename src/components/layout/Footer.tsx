import type { ContentData } from "~shared/content-types";
import type { Menus } from "~/config/site";
import { Logo } from "./Logo";
import { registrationLine } from "~shared/company-registration";

type FooterSettings = Pick<
  ContentData<"site-settings">,
  "tagline" | "copyright" | "legalName" | "companyNumber" | "registeredIn" | "registeredOffice" | "vatNumber"
>;

/**
 * `settings`: the site settings as published (the layout reads them: src/layouts/SiteLayout.astro);
 * `year`: the year the page was published in, before the copyright line.
 */
export function Footer({
  settings,
  menus,
  year,
}: {
  settings: FooterSettings;
  menus: Pick<Menus, "footerGroups" | "legalLinks">;
  year: number;
}) {
  return (
    <footer className="bg-navy text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo inverse />
          <p className="mt-4 max-w-xs text-sm">{settings.tagline}</p>
        </div>
        {menus.footerGroups.map((group, index) =>
          // A column without a heading (a link with no group) is a list of its own.
          group.label ? (
            <nav key={group.label} aria-label={group.label}>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{group.label}</h2>
              <FooterLinks links={group.links} className="mt-4 space-y-2 text-sm" />
            </nav>
          ) : (
            <FooterLinks key={index} links={group.links} className="space-y-2 text-sm" />
          ),
        )}
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-6 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          {/* One line without a company number: no wrapper (every byte counts in the first window). */}
          {settings.companyNumber ? (
            <div className="space-y-1">
              <p>{`© ${year} ${settings.copyright}`}</p>
              <p>{registrationLine(settings)}</p>
            </div>
          ) : (
            <p>{`© ${year} ${settings.copyright}`}</p>
          )}
          <nav aria-label="Legal">
            <FooterLinks links={menus.legalLinks} className="flex flex-wrap gap-x-6 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ links, className }: { links: Menus["legalLinks"]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link, index) => (
        <li key={index}>
          <a href={link.to} className="hover:text-white hover:underline">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
