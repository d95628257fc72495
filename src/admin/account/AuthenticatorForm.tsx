import { useState, type FormEvent } from "react";
import { CodeField } from "../auth/CodeField";
import { codeProblem, normaliseCode, verifyMessage } from "../auth/codes";
import { AuthenticatorSteps } from "../auth/AuthenticatorSteps";
import { useStaff } from "../staff-context";
import { StatusMessage } from "../ui/Notice";
import { buttonClass, secondaryButtonClass } from "../ui/styles";
import { signInErrorText } from "../api/messages";

type Step = { name: "current" } | { name: "new"; oldId: string; newId: string; qrCode: string; secret: string };

/**
 * Replaces the authenticator (a new phone): first a code from the current one, so a session left
 * open cannot swap in someone else's; then the new one set up and confirmed; then the old one
 * removed. Until the new one is confirmed, the old one keeps working.
 */
export function AuthenticatorForm() {
  const { client } = useStaff();
  const [step, setStep] = useState<Step>({ name: "current" });
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);

  async function checkCurrent() {
    const { data: listed } = await client.auth.mfa.listFactors();
    const old = listed?.totp.find((f) => f.status === "verified");
    if (!old) throw new Error("No authenticator is set up on this account.");
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: old.id, code: normaliseCode(code) });
    if (verified.error)
      return setError(verifyMessage(verified.error.code, verified.error.status, verified.error.message));
    for (const factor of listed?.all ?? [])
      if (factor.status === "unverified") await client.auth.mfa.unenroll({ factorId: factor.id });
    const enrolled = await client.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: `Authenticator ${new Date().toISOString()}`,
    });
    if (enrolled.error || !enrolled.data)
      throw new Error(enrolled.error?.message ?? "Setting up the new authenticator failed.");
    setCode("");
    setStep({
      name: "new",
      oldId: old.id,
      newId: enrolled.data.id,
      qrCode: enrolled.data.totp.qr_code,
      secret: enrolled.data.totp.secret,
    });
  }

  async function confirmNew(current: Extract<Step, { name: "new" }>) {
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: current.newId, code: normaliseCode(code) });
    if (verified.error)
      return setError(verifyMessage(verified.error.code, verified.error.status, verified.error.message));
    const removed = await client.auth.mfa.unenroll({ factorId: current.oldId });
    if (removed.error)
      throw new Error(`The new authenticator works, but the old one was not removed: ${removed.error.message}`);
    setCode("");
    setStep({ name: "current" });
    setDone("Your new authenticator is set up; the old one no longer works.");
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone("");
    const problem = codeProblem(normaliseCode(code));
    setError(problem ?? "");
    if (problem) return;
    setBusy(true);
    try {
      await (step.name === "current" ? checkCurrent() : confirmNew(step));
    } catch (cause) {
      setError(signInErrorText(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="authenticator-heading"
      className="grid gap-4 rounded-lg border border-line bg-white p-4"
    >
      <h2 id="authenticator-heading" className="text-lg font-semibold">
        Replace your authenticator
      </h2>
      <StatusMessage message={done} />
      {step.name === "current" ? (
        <p className="text-sm text-muted">A new phone? Enter a code from your current authenticator app first.</p>
      ) : (
        <AuthenticatorSteps qrCode={step.qrCode} secret={step.secret} app="your new authenticator app" />
      )}
      <CodeField value={code} onChange={setCode} error={error || undefined} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? "Checking…" : step.name === "current" ? "Continue" : "Confirm new authenticator"}
        </button>
        {step.name === "new" && (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => (setStep({ name: "current" }), setCode(""), setError(""))}
          >
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
