import { site } from "~/config/site";

/** The Kosmos mark: an orbit around a node, drawn inline so it never waits for a request. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 text-xl font-bold tracking-tight">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="4.5" fill={inverse ? "#ffffff" : "#1d4ed8"} />
        <ellipse
          cx="16"
          cy="16"
          rx="14"
          ry="6"
          fill="none"
          stroke={inverse ? "#93c5fd" : "#0e7490"}
          strokeWidth="2"
          transform="rotate(-30 16 16)"
        />
        <circle cx="27" cy="9.5" r="2" fill={inverse ? "#93c5fd" : "#0e7490"} />
      </svg>
      <span className={inverse ? "text-white" : "text-navy"}>{site.brand}</span>
    </span>
  );
}
