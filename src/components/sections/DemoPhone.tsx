/** Heights (percent of the chart) of the twelve bars: a stress scenario building, peaking and easing. */
const BAR_HEIGHTS = [34, 42, 38, 55, 63, 58, 76, 92, 84, 67, 52, 45] as const;
const BAR_STAGGER_MS = 180;

const DEMO_DESCRIPTION =
  "Illustration of the Kosmos app on a phone: a stress-scenario chart of twelve bars rising and falling as a shock spreads through a simulated banking network, with a contagion risk score of 0.72.";

/**
 * The hero's demo card, drawn as a phone. It is one image to assistive technology (its parts are
 * hidden and the card carries the description); the bars animate in CSS only, so no script runs.
 */
export function DemoPhone() {
  return (
    <div role="img" aria-label={DEMO_DESCRIPTION} className="mx-auto w-full max-w-[18rem]">
      <div
        aria-hidden="true"
        className="rounded-[2.5rem] border-[10px] border-slate-800 bg-slate-900 p-1 shadow-2xl shadow-blue-950/50"
      >
        <div className="mx-auto mb-2 h-1.5 w-16 rounded-full bg-slate-700" />
        <div className="rounded-[1.75rem] bg-white px-4 pb-5 pt-4 text-ink">
          <div className="flex items-center justify-between text-xs font-semibold text-muted">
            <span>Scenario 14</span>
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">Live run</span>
          </div>
          <p className="mt-3 text-sm font-semibold">Contagion stress test</p>
          <p className="text-xs text-muted">Interbank network, 120 institutions</p>
          <div className="mt-4 flex h-32 items-end gap-1.5 rounded-lg bg-slate-50 p-2">
            {BAR_HEIGHTS.map((height, index) => (
              <span
                key={index}
                className="demo-bar"
                style={{ height: `${height}%`, animationDelay: `${index * BAR_STAGGER_MS}ms` }}
              />
            ))}
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-2 text-xs">
            <div className="rounded-lg bg-slate-50 p-2">
              <dt className="text-muted">Risk score</dt>
              <dd className="text-base font-bold text-red-700">0.72</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-2">
              <dt className="text-muted">Exposed nodes</dt>
              <dd className="text-base font-bold text-brand">18</dd>
            </div>
          </dl>
        </div>
      </div>
    </div>
  );
}
