import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { isGroup, mainNav } from "~/config/site";

/** The stacked menu for small screens: same links as the desktop menu. */
export function MobileMenu() {
  // The menu remembers the location it was opened at, so any navigation closes it.
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const setOpen = (value: boolean) => setOpenAt(value ? location.key : null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close on Escape, handing focus back to the toggle.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenAt(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-label="Toggle menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(!open)}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-slate-100"
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-white px-4 pb-6 shadow-lg"
      >
        <ul className="divide-y divide-line">
          {mainNav.map((item) =>
            isGroup(item) ? (
              <li key={item.label} className="py-3">
                <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">{item.label}</p>
                <ul>
                  {item.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="block rounded-md px-2 py-2 text-base hover:bg-slate-100">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.to} className="py-3">
                <Link to={item.to} className="block rounded-md px-2 py-2 text-base hover:bg-slate-100">
                  {item.label}
                  {item.tag ? (
                    <>
                      <span aria-hidden="true" className="ml-2 text-xs font-semibold text-cyan-800">
                        {item.tag}
                      </span>
                      <span className="sr-only"> ({item.tag})</span>
                    </>
                  ) : null}
                </Link>
              </li>
            ),
          )}
          <li className="pt-4">
            <Link to="/contact" className="block rounded-md bg-brand px-4 py-3 text-center font-semibold text-white">
              Request a Demo
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
