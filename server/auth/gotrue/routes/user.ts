import type { FastifyInstance } from "fastify";
import { authErrors } from "../errors.ts";
import { checkPassword, hashPassword, passwordProblem } from "../passwords.ts";
import { endSessions } from "../sessions.ts";
import { signedIn } from "../caller.ts";
import { changeOwnPassword, factorsOf, findUserById, userJson } from "../users.ts";
import { updateUserBody, type UpdateUserBody } from "../schemas.ts";
import type { AuthRoutes } from "./context.ts";

/** What PUT /user accepts: a new password (and what supabase-js sends beside it). */
const ACCEPTED = new Set(["password", "current_password", "code_challenge", "code_challenge_method"]);

/** The signed-in user: read it, change its password. */
export function userRoutes(app: FastifyInstance, auth: AuthRoutes) {
  const { owner } = auth;

  app.get("/user", async (request) => {
    const { user } = await signedIn(request, owner);
    return owner(async (tx) => userJson(user, await factorsOf(tx, user.id)));
  });

  /**
   * PUT /user: only a new password here (no e-mail or metadata changes). At least 12
   * characters, not a common one; with a verified factor, only from an aal2 session; and with the
   * current password (as GoTrue with "require current password"), except the first change of a
   * one-time password, just used to sign in. Clears the one-time password's
   * `password_change_required` and signs out the user's other sessions.
   */
  app.put<{ Body: UpdateUserBody }>("/user", { schema: { body: updateUserBody } }, async (request) => {
    const { user, session } = await signedIn(request, owner);
    const body = request.body ?? {};
    const unsupported = Object.keys(body).filter((k) => !ACCEPTED.has(k));
    if (unsupported.length > 0)
      throw authErrors.validation(`Only the password can be changed here (not ${unsupported.join(", ")})`);
    const password = body.password;
    if (password === undefined || password === null)
      return owner(async (tx) => userJson(user, await factorsOf(tx, user.id)));
    const problem = await passwordProblem(password, user.email);
    if (problem) throw authErrors.weakPassword(problem.message, problem.reasons);
    const hasVerifiedFactor = await owner(async (tx) =>
      (await factorsOf(tx, user.id)).some((f) => f.status === "verified"),
    );
    if (hasVerifiedFactor && session.aal !== "aal2") throw authErrors.insufficientAalToUpdate();
    // Someone at an unlocked, signed-in screen must not be able to lock the owner out.
    if (user.raw_app_meta_data.password_change_required !== true) {
      if (!body.current_password) throw authErrors.currentPasswordRequired();
      if (!(await checkPassword(body.current_password, user.encrypted_password)))
        throw authErrors.currentPasswordInvalid();
    }
    if (await checkPassword(password, user.encrypted_password)) throw authErrors.samePassword();
    const hash = await hashPassword(password);
    return owner(async (tx) => {
      await changeOwnPassword(tx, user.id, hash);
      await endSessions(tx, session, "others");
      const fresh = (await findUserById(tx, user.id))!;
      return userJson(fresh, await factorsOf(tx, user.id));
    });
  });
}
