/**
 * The Lighthouse benchmark's server child (started by bench/serve.ts): the whole app as in
 * production, serving the site's build from BUILD_DIR, plus the hand-written reference page
 * under REFERENCE_PATH (its CSS inline: one request) and the floor page under FLOOR_PATH, so all
 * of them travel through the same server, compression and headers.
 * It tells the parent over IPC once it listens, and closes on SIGTERM.
 */
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { contentSecurityPolicy } from "../server/site/csp";
import type { FastifyReply } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import { FLOOR_PATH, PHOTO_REFERENCE_PATH, REFERENCE_PATH } from "./reference";
import { builtFontUrl, referencePage } from "./reference-page";

// One request, as the limit is: the page with its stylesheet inline (and the site's own typefaces).
const page = referencePage(builtFontUrl(process.env.BUILD_DIR!));
const floor = readFileSync(new URL("./floor/index.html", import.meta.url), "utf8");

const app = await buildApp({ config: loadConfig() });
// Every page here is sent as the site sends its own: revalidated, under the site's CSP.
const sendPage = (reply: FastifyReply, html: string) =>
  reply
    .header("cache-control", "public, max-age=0, must-revalidate")
    .header("content-security-policy", contentSecurityPolicy({}))
    .type("text/html; charset=utf-8")
    .send(html);
// A static prefix wins over the site's catch-all route, whatever the registration order.
app.get(REFERENCE_PATH, (_request, reply) => sendPage(reply, page));
app.get(FLOOR_PATH, (_request, reply) => sendPage(reply, floor));
// bench:photo's reference: the same page with the same photo, written by the benchmark once the
// photo exists (BENCH_PHOTO_PAGE), read at each request.
app.get(PHOTO_REFERENCE_PATH, (_request, reply) => {
  const file = process.env.BENCH_PHOTO_PAGE;
  if (!file || !existsSync(file)) return reply.code(404).send();
  return sendPage(reply, readFileSync(file, "utf8"));
});
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
process.send?.("ready");
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
