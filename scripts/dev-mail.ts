/**
 * `npm run dev:mail`: a local SMTP catcher (scripts/mail-catcher.ts). Start it, then start the
 * server with `SMTP_URL=smtp://127.0.0.1:1025`, send a form, and read the notice at
 * http://127.0.0.1:1080. Options: `-- --smtp-port 2525 --http-port 8025`.
 */
import { parseArgs } from "node:util";
import { startMailCatcher } from "./mail-catcher";

const { values } = parseArgs({
  options: { "smtp-port": { type: "string", default: "1025" }, "http-port": { type: "string", default: "1080" } },
});
const catcher = await startMailCatcher({
  smtpPort: Number(values["smtp-port"]),
  httpPort: Number(values["http-port"]),
});
console.log(
  `Catching mail on smtp://127.0.0.1:${catcher.smtpPort} (start the server with SMTP_URL=smtp://127.0.0.1:${catcher.smtpPort})`,
);
console.log(`Read it at http://127.0.0.1:${catcher.httpPort}`);
const stop = () => void catcher.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
