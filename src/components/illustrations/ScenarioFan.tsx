import { scenarioFan } from "./scenario-fan";
import { seedOf } from "./seeded";

/** The brand's blues for the bands and the median, the accent for single paths (docs/style.md). */
const INK = { band: "#1d4ed8", median: "#1e3a8a", sample: "#0e7490", axis: "#cbd5e1" } as const;

/**
 * A scenario fan (scenario-fan.ts), drawn at build time as inline SVG. The picture is hidden from
 * assistive technology; its caption says in words what it shows, with the simulation's own figures.
 */
export function ScenarioFan({ seed }: { seed: string }) {
  const { width, height, outer, inner, median, samples, summary } = scenarioFan(seedOf(seed));
  return (
    <figure className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <svg aria-hidden="true" focusable="false" viewBox={`0 0 ${width} ${height}`} className="h-auto w-full">
        <path d={`M0 ${height}H${width}`} stroke={INK.axis} fill="none" />
        <path d={outer} fill={INK.band} fillOpacity=".12" />
        <path d={inner} fill={INK.band} fillOpacity=".28" />
        <g stroke={INK.sample} strokeOpacity=".7" fill="none">
          {samples.map((d, index) => (
            <path key={index} d={d} />
          ))}
        </g>
        <path d={median} stroke={INK.median} strokeWidth="2.5" fill="none" />
      </svg>
      <div aria-hidden="true" className="mt-2 flex justify-between text-xs text-muted">
        <span>Today</span>
        <span>{summary.months} months</span>
      </div>
      <figcaption className="mt-4 border-t border-line pt-4 text-sm text-muted">
        <span className="block font-semibold text-ink">One starting point, {summary.paths} simulated futures</span>
        After {summary.months} months, half the paths lie between {summary.middleHalf[0]} and {summary.middleHalf[1]} on
        a stress index that starts at {summary.start}, and nine in ten between {summary.nineInTen[0]} and{" "}
        {summary.nineInTen[1]}: small differences and rare shocks, compounded by feedback.
      </figcaption>
    </figure>
  );
}
