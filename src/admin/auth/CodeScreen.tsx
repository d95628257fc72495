import type { DataClient } from "~/lib/supabase";
import { useState, type FormEvent } from "react";
import { AuthCard, FormError, StepActions } from "./AuthCard";
import { CodeField } from "./CodeField";
import { codeProblem, normaliseCode, verifyMessage } from "./codes";
import { messages } from "../api/messages";

/** Later sign-ins: the code from the app already set up. */
export function CodeScreen({
  client,
  factorId,
  onDone,
  onSignOut,
}: {
  client: DataClient;
  factorId: string;
  onDone: () => void;
  onSignOut: () => void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = normaliseCode(code);
    const problem = codeProblem(typed);
    setError(problem ?? "");
    if (problem) return;
    setBusy(true);
    try {
      const { error: failed } = await client.auth.mfa.challengeAndVerify({ factorId, code: typed });
      if (failed) setError(verifyMessage(failed.code, failed.status, failed.message));
      else onDone();
    } catch {
      setError(messages.signInUnreachable);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Enter your code" intro="Open your authenticator app and enter the 6-digit code for Kosmos.">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormError message={error} />
        <CodeField value={code} onChange={setCode} />
        <StepActions label="Continue" busyLabel="Checking…" busy={busy} onSignOut={onSignOut} />
      </form>
    </AuthCard>
  );
}
