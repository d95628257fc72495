/**
 * The Lighthouse benchmark's server child (started by bench/serve.ts): the whole app as in
 * production, serving the site's build from BUILD_DIR, plus the hand-written reference page
 * under REFERENCE_PATH (its CSS inline: one request), so both travel through the same server,
 * compression and headers.
 * It tells the parent over IPC once it listens, and closes on SIGTERM.
 */
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { contentSecurityPolicy } from "../server/site/csp";
import { REFERENCE_PATH } from "./reference";
import { referencePage } from "./reference-page";

// One request, as the limit is: the page with its stylesheet inline (issue 27).
const page = referencePage();

const app = await buildApp({ config: loadConfig() });
// A static prefix wins over the site's catch-all route, whatever the registration order.
app.get(REFERENCE_PATH, (_request, reply) =>
  reply
    .header("cache-control", "public, max-age=0, must-revalidate")
    .header("content-security-policy", contentSecurityPolicy({}))
    .type("text/html; charset=utf-8")
    .send(page),
);
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
process.send?.("ready");
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
