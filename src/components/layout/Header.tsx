import { ChevronDown } from "lucide-react";
import type { CSSProperties } from "react";
import { buttonClasses } from "~/components/ui/button";
import { type Menus, type NavGroup, type NavLink as Item, isGroup } from "~/config/site";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";

/**
 * The same header on every page, with no script: each dropdown is a native popover opened by
 * its button (click, Enter or Space; Escape or a click elsewhere closes it, and the browser
 * reports the button as expanded to assistive technology), and hovering a group shows its
 * panel through CSS (app.css, `.nav-group`). See docs/decisions/013-react-islands-on-astro.md.
 */
export function Header({ path, menus }: { path: string; menus: Menus }) {
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-16 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between px-4 sm:px-6">
        <a href="/" aria-label="Kosmos home" className="rounded">
          <Logo />
        </a>
        <DesktopMenu path={path} items={menus.mainNav} />
        <div className="flex items-center gap-3">
          <a href="/contact" className={`${buttonClasses("primary")} hidden sm:inline-flex`}>
            {menus.requestDemo}
          </a>
          <MobileMenu items={menus.mainNav} requestDemo={menus.requestDemo} />
        </div>
      </div>
    </header>
  );
}

function DesktopMenu({ path, items }: { path: string; items: Menus["mainNav"] }) {
  return (
    <nav className="relative hidden lg:block" aria-label="Main">
      <ul className="flex items-center gap-1">
        {items.map((item, index) =>
          isGroup(item) ? (
            <MenuGroup key={item.label} group={item} path={path} />
          ) : (
            <MenuLink key={index} item={item} current={item.to === path} />
          ),
        )}
      </ul>
    </nav>
  );
}

const itemClass = "inline-flex h-10 items-center rounded-md px-3 text-sm font-medium hover:bg-slate-100";

function MenuLink({ item, current }: { item: Item; current: boolean }) {
  return (
    <li>
      <a
        href={item.to}
        aria-current={current ? "page" : undefined}
        className={`${itemClass} ${current ? "text-brand" : "text-ink"}`}
      >
        {item.label}
        {item.tag ? (
          <>
            {/* The visual badge sits flush against the label, so screen readers get their own spaced text. */}
            <span
              aria-hidden="true"
              className="ml-2 rounded bg-cyan-100 px-1.5 py-0.5 text-xs font-semibold text-cyan-900"
            >
              {item.tag}
            </span>
            <span className="sr-only">{` (${item.tag})`}</span>
          </>
        ) : null}
      </a>
    </li>
  );
}

const panelId = (group: NavGroup) => `menu-${group.label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

// CSS anchor positioning places an open panel (in the top layer) under its button.
const anchor = (id: string) => ({ anchorName: `--${id}` }) as CSSProperties;
const anchoredTo = (id: string) => ({ positionAnchor: `--${id}` }) as CSSProperties;

function MenuGroup({ group, path }: { group: NavGroup; path: string }) {
  const id = panelId(group);
  return (
    <li className="nav-group relative">
      <button
        type="button"
        popoverTarget={id}
        style={anchor(id)}
        className={`nav-trigger group ${itemClass} gap-1 text-ink`}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className="nav-chevron size-4 transition-transform" />
      </button>
      {/* The panel follows its button in the DOM, so Tab walks from the button into the links. */}
      <div
        id={id}
        popover="auto"
        style={anchoredTo(id)}
        className="nav-panel w-56 rounded-lg border border-line bg-white p-2 shadow-lg"
      >
        <ul>
          {group.links.map((link, index) => (
            <li key={index}>
              <a
                href={link.to}
                aria-current={link.to === path ? "page" : undefined}
                className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-slate-100"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
