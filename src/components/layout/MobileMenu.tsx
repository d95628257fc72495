import { Menu, X } from "lucide-react";
import { isGroup, type Menus } from "~/config/site";

/**
 * The stacked menu for small screens, with the same links as the desktop menu: a native
 * popover, so it opens and closes without script (the toggle, Escape, or a tap elsewhere), the
 * browser reports the toggle as expanded or collapsed, and Escape hands focus back to it. A
 * link loads a new page, which closes the menu.
 */
export function MobileMenu({ items, requestDemo }: { items: Menus["mainNav"]; requestDemo: string }) {
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-label="Toggle menu"
        popoverTarget="mobile-menu"
        className="mobile-toggle inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-slate-100"
      >
        <Menu aria-hidden="true" className="icon-closed" />
        <X aria-hidden="true" className="icon-open" />
      </button>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        popover="auto"
        className="mobile-menu max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-white px-4 pb-6 shadow-lg"
      >
        <ul className="divide-y divide-line">
          {items.map((item, index) =>
            isGroup(item) ? (
              <li key={item.label} className="py-3">
                <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">{item.label}</p>
                <ul>
                  {item.links.map((link, linkIndex) => (
                    <li key={linkIndex}>
                      <a href={link.to} className="block rounded-md px-2 py-2 text-base hover:bg-slate-100">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={index} className="py-3">
                <a href={item.to} className="block rounded-md px-2 py-2 text-base hover:bg-slate-100">
                  {item.label}
                  {item.tag ? (
                    <>
                      <span aria-hidden="true" className="ml-2 text-xs font-semibold text-cyan-800">
                        {item.tag}
                      </span>
                      <span className="sr-only">{` (${item.tag})`}</span>
                    </>
                  ) : null}
                </a>
              </li>
            ),
          )}
          <li className="pt-4">
            <a href="/contact" className="block rounded-md bg-brand px-4 py-3 text-center font-semibold text-white">
              {requestDemo}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}
