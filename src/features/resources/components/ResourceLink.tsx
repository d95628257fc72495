import type { ReactNode } from "react";

/** A link to a resource's address: the router for paths on this site, a plain anchor for anything else. */
export function ResourceLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const internal = href.startsWith("/") && !href.startsWith("//");
  return internal ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
