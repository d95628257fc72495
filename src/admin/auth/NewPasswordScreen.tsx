import type { DataClient } from "~/lib/supabase";
import { useState, type FormEvent } from "react";
import { TextField } from "../ui/Field";
import { AuthCard, FormError, StepActions } from "./AuthCard";
import { newPasswordProblems, passwordRefusal } from "./new-password";
import { messages } from "../api/messages";

/** The first sign-in's one-time password is replaced before anything else. */
export function NewPasswordScreen({
  client,
  onDone,
  onSignOut,
}: {
  client: DataClient;
  onDone: () => void;
  onSignOut: () => void;
}) {
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = newPasswordProblems(password, repeat);
    setErrors(next);
    if (next.password || next.repeat) return;
    setBusy(true);
    try {
      const { error } = await client.auth.updateUser({ password });
      if (!error) onDone();
      else setErrors(passwordRefusal(error));
    } catch {
      setErrors({ form: messages.signInUnreachable });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Choose your password"
      intro="Your first password was for one use only. Choose your own: at least 12 characters, not a common one."
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormError message={errors.form ?? ""} />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          error={errors.repeat}
          onChange={(e) => setRepeat(e.target.value)}
        />
        <StepActions label="Save password" busyLabel="Saving…" busy={busy} onSignOut={onSignOut} />
      </form>
    </AuthCard>
  );
}
