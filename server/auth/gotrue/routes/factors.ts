import type { FastifyInstance } from "fastify";
import { authErrors } from "../errors.ts";
import {
  createChallenge,
  enrollTotp,
  lastUsedStep,
  lockFactor,
  markVerified,
  openChallenge,
  ownFactor,
  unenroll,
} from "../factors.ts";
import { raiseToAal2 } from "../sessions.ts";
import { clearFailures, factorKey, failedAttempt, reserveAttempt } from "../throttle.ts";
import { matchingStep } from "../totp.ts";
import { signedIn } from "../caller.ts";
import { findUserById, UUID } from "../users.ts";
import {
  enrolBody,
  factorParams,
  verifyCodeBody,
  type EnrolBody,
  type FactorParams,
  type VerifyCodeBody,
} from "../schemas.ts";
import { countOn, type AuthRoutes } from "./context.ts";

/** A factor's id from the path: anything but a UUID is a factor that does not exist. */
function factorId(params: FactorParams) {
  if (!UUID.test(params.id)) throw authErrors.factorNotFound();
  return params.id;
}

/** TOTP factors: enrol, challenge, verify (which raises the session to aal2), remove. */
export function factorRoutes(app: FastifyInstance, auth: AuthRoutes) {
  const { owner } = auth;

  app.post<{ Body: EnrolBody }>("/factors", { schema: { body: enrolBody } }, async (request) => {
    const { user, session } = await signedIn(request, owner);
    const body = request.body ?? {};
    if (body.factor_type !== "totp") throw authErrors.validation("factor_type needs to be totp");
    const friendlyName = (body.friendly_name ?? "").trim().slice(0, 100);
    const issuer = (body.issuer ?? "").trim().slice(0, 100) || auth.defaultIssuer;
    return owner((tx) => enrollTotp(tx, user, { sessionId: session.id, aal: session.aal }, { friendlyName, issuer }));
  });

  app.post<{ Params: FactorParams }>(
    "/factors/:id/challenge",
    { schema: { params: factorParams }, onRequest: countOn(auth.mfaLimit) },
    async (request) => {
      const { user } = await signedIn(request, owner);
      const id = factorId(request.params);
      return owner(async (tx) => createChallenge(tx, await ownFactor(tx, user.id, id), request.ip));
    },
  );

  /**
   * Verifies a TOTP code against a challenge (GoTrue's verifyTOTPFactor). A right code raises the
   * session to aal2 and answers a whole session; each code is taken once (a step at or before
   * the last accepted one is refused); wrong codes count against the factor like failed
   * passwords, so an authenticator cannot be guessed even slowly.
   */
  app.post<{ Params: FactorParams; Body: VerifyCodeBody }>(
    "/factors/:id/verify",
    { schema: { params: factorParams, body: verifyCodeBody }, onRequest: countOn(auth.mfaLimit) },
    async (request) => {
      const { user, session } = await signedIn(request, owner);
      const id = factorId(request.params);
      const code = (request.body?.code ?? "").trim();
      const challengeId = request.body?.challenge_id ?? "";
      if (code === "") throw authErrors.validation("Code needs to be non-empty");
      if (!UUID.test(challengeId)) throw authErrors.challengeNotFound();
      const key = factorKey(id);

      const outcome = await owner(async (tx) => {
        const factor = await ownFactor(tx, user.id, id);
        await lockFactor(tx, factor.id);
        const challenge = await openChallenge(tx, factor, challengeId, request.ip);
        if ("expired" in challenge) return { error: authErrors.challengeExpired(challenge.expired) };
        const state = await reserveAttempt(tx, key, auth.codeThrottle);
        if (state.lockedForSeconds > 0) return { error: authErrors.accountLocked(state.lockedForSeconds) };
        const step = matchingStep(factor.secret ?? "", code, await lastUsedStep(tx, factor.id));
        if (step === null) {
          await failedAttempt(tx, key, auth.codeThrottle);
          return { error: authErrors.verificationFailed() };
        }
        await markVerified(tx, factor, challenge.id, step);
        await clearFailures(tx, key);
        const fresh = (await findUserById(tx, user.id))!;
        return { reply: await raiseToAal2(tx, auth.tokens, fresh, session, factor.id) };
      });
      if ("error" in outcome) throw outcome.error;
      return outcome.reply;
    },
  );

  app.delete<{ Params: FactorParams }>("/factors/:id", { schema: { params: factorParams } }, async (request) => {
    const { user, session } = await signedIn(request, owner);
    const id = factorId(request.params);
    return owner(async (tx) =>
      unenroll(tx, await ownFactor(tx, user.id, id), { sessionId: session.id, aal: session.aal }),
    );
  });
}
