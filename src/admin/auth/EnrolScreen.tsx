import type { DataClient } from "~/lib/supabase";
import { useEffect, useState, type FormEvent } from "react";
import { ErrorPanel, Loading } from "../ui/Notice";
import { AuthCard, FormError, StepActions } from "./AuthCard";
import { AuthenticatorSteps } from "./AuthenticatorSteps";
import { CodeField } from "./CodeField";
import { codeProblem, normaliseCode, verifyMessage } from "./codes";
import { messages } from "../api/messages";

type Enrolment = { factorId: string; qrCode: string; secret: string };

/** Sets up an authenticator app: a QR code, the secret as text for who cannot scan, and a code to confirm. */
export function EnrolScreen({
  client,
  onDone,
  onSignOut,
}: {
  client: DataClient;
  onDone: () => void;
  onSignOut: () => void;
}) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [loadError, setLoadError] = useState("");
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    (async () => {
      setLoadError("");
      // An enrolment left unfinished earlier would stand in the way of a new one.
      const listed = await client.auth.mfa.listFactors();
      for (const factor of listed.data?.all ?? []) {
        if (factor.status === "unverified") await client.auth.mfa.unenroll({ factorId: factor.id });
      }
      const { data, error: failed } = await client.auth.mfa.enroll({
        factorType: "totp",
        friendlyName: `Authenticator ${new Date().toISOString().slice(0, 10)}`,
      });
      if (!current) return;
      if (failed || !data) setLoadError(failed?.message ?? "Setting up two-factor sign-in failed.");
      else setEnrolment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
    })().catch(() => current && setLoadError(messages.signInUnreachableShort));
    return () => {
      current = false;
    };
  }, [client, attempt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!enrolment) return;
    const typed = normaliseCode(code);
    const problem = codeProblem(typed);
    setError(problem ?? "");
    if (problem) return;
    setBusy(true);
    try {
      const { error: failed } = await client.auth.mfa.challengeAndVerify({ factorId: enrolment.factorId, code: typed });
      if (failed) setError(verifyMessage(failed.code, failed.status, failed.message));
      else onDone();
    } catch {
      setError(messages.signInUnreachable);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Set up two-factor sign-in"
      intro="Staff sign in with a password and a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password)."
    >
      {loadError ? (
        <ErrorPanel
          title="Two-factor set-up could not start"
          message={loadError}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : !enrolment ? (
        <Loading label="Preparing your QR code…" />
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <AuthenticatorSteps qrCode={enrolment.qrCode} secret={enrolment.secret} />
          <FormError message={error} />
          <CodeField value={code} onChange={setCode} />
          <StepActions label="Confirm" busyLabel="Checking…" busy={busy} onSignOut={onSignOut} />
        </form>
      )}
    </AuthCard>
  );
}
