/**
 * The last step of `npm run build`: an empty PGlite cluster for the embedded database's first
 * start (decision 030), beside the site's folder. Kept when one for this PGlite is there already.
 */
import { emptyClusterDir, prepareEmptyCluster } from "../server/db/empty-cluster";

const buildRoot = process.env.SITE_BUILD_DIR ?? "build";
const target = emptyClusterDir(`${buildRoot}/client`);
const done = await prepareEmptyCluster(target);
console.log(
  done === "made"
    ? `An empty database cluster for first starts: ${target}`
    : `The empty database cluster is current: ${target}`,
);
