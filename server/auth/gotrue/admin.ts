import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/types.ts";
import { createUser, deleteFactor, listUsers, mergeAppMetadata, setBan, setPassword } from "./admin-users.ts";
import { AuthError, authErrors } from "./errors.ts";
import { hashPassword, MAX_PASSWORD_BYTES } from "./passwords.ts";
import { clearFailures, lockedKeys, passwordKey } from "./throttle.ts";
import { normaliseEmail, StaffError } from "./staff.ts";
import { factorJson, factorsOf, findUserById, userJson, UUID } from "./users.ts";
import {
  adminUserBody,
  adminUsersQuery,
  userParams,
  type AdminUserBody,
  type AdminUsersQuery,
  type UserParams,
} from "./schemas.ts";

/** Go's time.ParseDuration units, as GoTrue reads ban_duration ("876000h", "1h30m"). */
const DURATION = /^(?:\d+(?:\.\d+)?(?:h|m|s|ms))+$/;
const UNIT_MS: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1_000, ms: 1 };

const notAdmin = () => new AuthError(403, "not_admin", "User not allowed");
const notFound = () => new AuthError(404, "user_not_found", "User not found");
const emailExists = () =>
  new AuthError(422, "email_exists", "A user with this email address has already been registered");

/** `ban_duration`: "none" lifts a ban; a Go duration bans until now plus it. */
export function banUntil(value: string, now = Date.now()): Date | null {
  if (value === "none") return null;
  if (!DURATION.test(value))
    throw authErrors.validation("invalid format for ban duration: use a duration such as 24h, or none");
  let ms = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) ms += Number(amount) * UNIT_MS[unit!]!;
  return new Date(now + ms);
}

function validPassword(value: string | null | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value.length === 0) throw authErrors.validation("Password must be a non-empty string");
  if (Buffer.byteLength(value) > MAX_PASSWORD_BYTES)
    throw authErrors.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  return value;
}

function userIdParam(request: FastifyRequest<{ Params: UserParams }>): string {
  if (!UUID.test(request.params.id)) throw notFound();
  return request.params.id;
}

/**
 * GoTrue's admin API (`/auth/v1/admin/users`, what supabase-js's `auth.admin` calls), for the
 * install's secret key only: list, read, create and update accounts (password, app_metadata,
 * ban_duration), and list or delete their factors. `npm run staff` uses it while the server runs
 *, so staff changes need no downtime and never open the database beside the server.
 * Stricter than GoTrue where an operator would expect it: a ban, a new password or a removed
 * factor ends every session of the account.
 */
export async function adminRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const owner = db.asOwner.bind(db);

  app.addHook("preHandler", async (request) => {
    if (request.caller?.role !== "service_role") throw notAdmin();
  });

  app.get<{ Querystring: AdminUsersQuery }>(
    "/admin/users",
    { schema: { querystring: adminUsersQuery } },
    async (request, reply) => {
      const query = request.query;
      const page = Math.max(1, Number.parseInt(query.page ?? "", 10) || 1);
      const perPage = Math.min(1000, Math.max(1, Number.parseInt(query.per_page ?? "", 10) || 50));
      const { users, total } = await owner((tx) => listUsers(tx, page, perPage));
      // Beyond GoTrue: when too many wrong passwords have locked an account, and until when.
      const withFactors = await owner(async (tx) => {
        const locked = await lockedKeys(
          tx,
          users.map((u) => passwordKey(u.email)),
        );
        return Promise.all(
          users.map(async (u) => {
            const until = locked.get(passwordKey(u.email));
            return {
              ...userJson(u, await factorsOf(tx, u.id)),
              ...(until ? { sign_in_locked_until: until.toISOString() } : {}),
            };
          }),
        );
      });
      reply.header("x-total-count", String(total));
      const last = Math.max(1, Math.ceil(total / perPage));
      const links = [
        ...(page < last ? [`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`] : []),
        `</admin/users?page=${last}&per_page=${perPage}>; rel="last"`,
      ];
      reply.header("link", links.join(", "));
      return { users: withFactors, aud: "authenticated" };
    },
  );

  app.get<{ Params: UserParams }>("/admin/users/:id", { schema: { params: userParams } }, async (request) => {
    const id = userIdParam(request);
    return owner(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user || user.deleted_at) throw notFound();
      return userJson(user, await factorsOf(tx, id));
    });
  });

  app.post<{ Body: AdminUserBody }>("/admin/users", { schema: { body: adminUserBody } }, async (request) => {
    const body = request.body ?? {};
    let email: string;
    try {
      email = normaliseEmail(body.email ?? "");
    } catch (error) {
      if (error instanceof StaffError) throw authErrors.validation("Unable to validate email address: invalid format");
      throw error;
    }
    const password = validPassword(body.password);
    const passwordHash = password === undefined ? "" : await hashPassword(password);
    return owner(async (tx) => {
      const user = await createUser(tx, {
        email,
        passwordHash,
        confirmed: body.email_confirm === true,
        appMetadata: body.app_metadata ?? {},
        userMetadata: body.user_metadata ?? {},
      });
      if (!user) throw emailExists();
      if (typeof body.ban_duration === "string") await setBan(tx, user.id, banUntil(body.ban_duration));
      return userJson((await findUserById(tx, user.id))!, []);
    });
  });

  app.put<{ Params: UserParams; Body: AdminUserBody }>(
    "/admin/users/:id",
    { schema: { params: userParams, body: adminUserBody } },
    async (request) => {
      const id = userIdParam(request);
      const body = request.body ?? {};
      const password = validPassword(body.password);
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      const appMetadata = body.app_metadata ?? undefined;
      const ban = typeof body.ban_duration === "string" ? banUntil(body.ban_duration) : undefined;
      return owner(async (tx) => {
        const user = await findUserById(tx, id);
        if (!user || user.deleted_at) throw notFound();
        if (appMetadata) await mergeAppMetadata(tx, id, appMetadata);
        if (passwordHash !== undefined) await setPassword(tx, user, passwordHash);
        if (ban !== undefined) await setBan(tx, id, ban);
        return userJson((await findUserById(tx, id))!, await factorsOf(tx, id));
      });
    },
  );

  /** Beyond GoTrue: lifts the lock that wrong passwords put on an account (anyone knowing the address can cause one). */
  app.post<{ Params: UserParams }>("/admin/users/:id/unlock", { schema: { params: userParams } }, async (request) => {
    const id = userIdParam(request);
    return owner(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user || user.deleted_at) throw notFound();
      await clearFailures(tx, passwordKey(user.email));
      return userJson(user, await factorsOf(tx, id));
    });
  });

  app.get<{ Params: UserParams }>("/admin/users/:id/factors", { schema: { params: userParams } }, async (request) => {
    const id = userIdParam(request);
    return owner(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user || user.deleted_at) throw notFound();
      return (await factorsOf(tx, id)).map(factorJson);
    });
  });

  app.delete<{ Params: UserParams & { factorId: string } }>(
    "/admin/users/:id/factors/:factorId",
    { schema: { params: userParams } },
    async (request) => {
      const id = userIdParam(request);
      if (!UUID.test(request.params.factorId)) throw authErrors.factorNotFound();
      return owner(async (tx) => {
        const factor = (await factorsOf(tx, id)).find((f) => f.id === request.params.factorId);
        if (!factor || !(await deleteFactor(tx, id, factor.id))) throw authErrors.factorNotFound();
        return factorJson(factor);
      });
    },
  );
}
