/**
 * The benchmarks' server child (started by bench/servers.ts): the app, API only, on
 * 127.0.0.1:PORT with the settings in its environment. It tells the parent over IPC once it
 * listens, and closes on SIGTERM.
 */
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";

const app = await buildApp({ config: loadConfig(), serveSite: false });
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
process.send?.("ready");
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
