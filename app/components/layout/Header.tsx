import { NavigationMenu } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { type NavGroup, type NavLink as Item, isGroup, mainNav } from "~/config/site";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";

export function Header() {
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-16 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between px-4 sm:px-6">
        <Link to="/" aria-label="Kosmos home" className="rounded">
          <Logo />
        </Link>
        <DesktopMenu />
        <div className="flex items-center gap-3">
          <Link to="/contact" className={`${buttonClasses("primary")} hidden sm:inline-flex`}>
            Request a Demo
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-10 items-center rounded-md px-3 text-sm font-medium hover:bg-slate-100 ${isActive ? "text-brand" : "text-ink"}`;

/** Radix NavigationMenu opens dropdowns on hover, on click and from the keyboard. */
function DesktopMenu() {
  const [openGroup, setOpenGroup] = useState("");
  const rootRef = useRef<HTMLElement>(null);
  // Radix puts a focusable, aria-hidden "focus proxy" after an open trigger (it moves Tab into the
  // panel), which axe rightly reports as aria-hidden-focus (radix-ui/primitives#3085). It redirects
  // focus at once, so it is never announced; dropping aria-hidden is the fix Reka UI adopted upstream.
  useEffect(() => {
    rootRef.current
      ?.querySelectorAll('[aria-hidden="true"][tabindex="0"]')
      .forEach((proxy) => proxy.removeAttribute("aria-hidden"));
  }, [openGroup]);
  return (
    <NavigationMenu.Root
      ref={rootRef}
      value={openGroup}
      onValueChange={setOpenGroup}
      delayDuration={200}
      skipDelayDuration={300}
      className="relative hidden lg:block"
      aria-label="Main"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {mainNav.map((item) =>
          isGroup(item) ? <MenuGroup key={item.label} group={item} /> : <MenuLink key={item.to} item={item} />,
        )}
      </NavigationMenu.List>
      <div className="absolute left-0 top-full flex justify-center">
        <NavigationMenu.Viewport className="mt-2 overflow-hidden rounded-lg border border-line bg-white shadow-lg" />
      </div>
    </NavigationMenu.Root>
  );
}

function MenuLink({ item }: { item: Item }) {
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild>
        <NavLink to={item.to} className={linkClass} end>
          {item.label}
          {item.tag ? (
            <>
              {/* The visual badge sits flush against the label, so screen readers get their own spaced text. */}
              <span aria-hidden="true" className="ml-2 rounded bg-cyan-100 px-1.5 py-0.5 text-xs font-semibold text-cyan-900">
                {item.tag}
              </span>
              <span className="sr-only"> ({item.tag})</span>
            </>
          ) : null}
        </NavLink>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

function MenuGroup({ group }: { group: NavGroup }) {
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Trigger className="group inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink hover:bg-slate-100 data-[state=open]:bg-slate-100">
        {group.label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="w-56 p-2">
        <ul>
          {group.links.map((link) => (
            <li key={link.to}>
              <NavigationMenu.Link asChild>
                <Link to={link.to} className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-slate-100">
                  {link.label}
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}
