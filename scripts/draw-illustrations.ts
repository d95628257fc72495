/**
 * Writes the illustrations drawn from data that are files, not inline (`npm run illustrations`):
 * run it after changing their model. src/components/illustrations/risk-network.test.ts fails while
 * a committed file differs from what this writes.
 */
import { writeFile } from "node:fs/promises";
import { homeNetwork, riskNetworkSvg } from "../src/components/illustrations/risk-network.ts";

const file = new URL("../src/assets/illustrations/risk-propagation.svg", import.meta.url);
const svg = riskNetworkSvg(homeNetwork());
await writeFile(file, svg);
console.log(`src/assets/illustrations/risk-propagation.svg, ${svg.length.toLocaleString("en-GB")} bytes`);
