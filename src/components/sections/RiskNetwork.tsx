import riskPropagation from "~/assets/illustrations/risk-propagation.svg";
import { EXPOSURE_FILL, describeNetwork, homeNetwork } from "~/components/illustrations/risk-network";

type Exposure = keyof typeof EXPOSURE_FILL;

const LEGEND: { exposure: Exposure; label: string }[] = [
  { exposure: "origin", label: "Shock origin" },
  { exposure: "affected", label: "Exposed institution" },
  { exposure: "stable", label: "Resilient institution" },
];

/**
 * The home page's network panel. The network is drawn from data (risk-network.ts) into a picture
 * file, fetched when it nears the screen: inline it would be about 450 bytes of the home page's
 * first response, which must fit in TCP's first window (decision 032). Its alternative text is
 * counted from the same network.
 */
export function RiskNetwork() {
  return (
    <figure className="self-start rounded-2xl border border-line bg-white p-6 shadow-sm">
      <figcaption className="flex items-center justify-between gap-4">
        <span className="text-lg font-semibold text-ink">Risk Propagation Analysis</span>
        <span className="rounded-full bg-red-50 px-3 py-1 text-xs font-semibold text-red-800">Simulated shock</span>
      </figcaption>
      <img
        src={riskPropagation.src}
        alt={describeNetwork(homeNetwork())}
        width={420}
        height={290}
        loading="lazy"
        decoding="async"
        className="mt-4 h-auto w-full rounded-xl bg-navy"
      />
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
        {LEGEND.map((item) => (
          <li key={item.exposure} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-3 rounded-full"
              style={{ backgroundColor: EXPOSURE_FILL[item.exposure] }}
            />
            {item.label}
          </li>
        ))}
      </ul>
      <p className="mt-4 border-t border-line pt-4 text-sm text-muted">
        Kosmos follows a shock along real exposures, institution by institution, to show who is hit, in what order and
        which buffers hold.
      </p>
    </figure>
  );
}
