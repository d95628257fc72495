import { ArrowRight } from "lucide-react";
import type { LucideIcon } from "lucide-react";

/** A sector of the Solution Suites: a link when available, greyed out otherwise (spec §2). */
export type Suite = { name: string; icon: LucideIcon } & ({ available: true; to: string } | { available: false });

/**
 * The sectors of the Solution Suites. Available ones are links; the others are plain, greyed
 * list items marked aria-disabled and labelled 'Coming soon', so they are neither focusable nor
 * mistaken for links.
 */
export function SuiteList({ suites }: { suites: readonly Suite[] }) {
  return (
    <ul className="mt-5 space-y-2">
      {suites.map((suite) => {
        const Icon = suite.icon;
        return suite.available ? (
          <li key={suite.name}>
            <a
              href={suite.to}
              className="flex items-center gap-3 rounded-lg border border-brand/30 bg-blue-50 px-4 py-3 font-semibold text-brand-strong hover:bg-blue-100"
            >
              <Icon aria-hidden="true" className="size-5" />
              <span className="flex-1">{suite.name}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </li>
        ) : (
          <li
            key={suite.name}
            aria-disabled="true"
            data-suite-disabled=""
            className="flex cursor-not-allowed items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-3 text-slate-600"
          >
            <Icon aria-hidden="true" className="size-5 text-slate-400" />
            <span className="flex-1">{suite.name}</span>
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
              Coming soon
            </span>
          </li>
        );
      })}
    </ul>
  );
}
