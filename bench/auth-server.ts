/**
 * The auth benchmark's server child (started by bench/auth.ts): the app, API only, on
 * 127.0.0.1:PORT, with one staff account (BENCH_EMAIL / BENCH_PASSWORD, password already
 * changed) and /auth/v1's per-address limits and account throttle off, since one load
 * generator on one address would otherwise measure them.
 */
import { buildApp } from "../server/app";
import { hashPassword } from "../server/auth/gotrue/passwords";
import { addStaff } from "../server/auth/gotrue/staff";
import { loadConfig } from "../server/config";

const off = 1_000_000_000;
const app = await buildApp({
  config: loadConfig(),
  serveSite: false,
  auth: { limits: { tokenPerFiveMinutes: 0, mfaPerMinute: 0 }, throttle: { slowAfter: off, lockAfter: off } },
});
await app.ready();
const email = process.env.BENCH_EMAIL!;
const hash = await hashPassword(process.env.BENCH_PASSWORD!);
await app.db.asOwner(async (tx) => {
  const { id } = await addStaff(tx, email);
  await tx.query(
    `update auth.users set encrypted_password = $2, raw_app_meta_data = raw_app_meta_data - 'password_change_required' where id = $1`,
    [id, hash],
  );
});
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
process.send?.("ready");
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
