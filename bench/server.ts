/**
 * The Lighthouse benchmark's server child (started by bench/serve.ts): the whole app as in
 * production, serving the site's build from BUILD_DIR, plus the hand-written reference page
 * under REFERENCE_PATH, so both travel through the same server, compression and headers.
 * It tells the parent over IPC once it listens, and closes on SIGTERM.
 */
import { readFileSync } from "node:fs";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { contentSecurityPolicy } from "../server/site/csp";
import { REFERENCE_PATH } from "./reference";

const page = readFileSync(new URL("./reference/index.html", import.meta.url));
const stylesheet = readFileSync(new URL("./reference/reference.css", import.meta.url));

const app = await buildApp({ config: loadConfig() });
// A static prefix wins over the site's catch-all route, whatever the registration order.
app.get(REFERENCE_PATH, (_request, reply) =>
  reply
    .header("cache-control", "public, max-age=0, must-revalidate")
    .header("content-security-policy", contentSecurityPolicy({}))
    .type("text/html; charset=utf-8")
    .send(page),
);
// Named like a hashed asset and cached like one, as the site's stylesheets are.
app.get(`${REFERENCE_PATH}reference.css`, (_request, reply) =>
  reply.header("cache-control", "public, max-age=31536000, immutable").type("text/css; charset=utf-8").send(stylesheet),
);
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
process.send?.("ready");
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
