import type { DataClient } from "~/lib/supabase";
import { useState, type FormEvent } from "react";
import { TextField } from "../ui/Field";
import { buttonClass } from "../ui/styles";
import { AuthCard, FormError } from "./AuthCard";
import { messages } from "../api/messages";

/** GoTrue's answers, in words staff can act on. */
export function signInMessage(code: string | undefined, status: number | undefined, message: string): string {
  if (code === "invalid_credentials") return "The email or password is not right.";
  if (status === 429 || code === "over_request_rate_limit")
    return "Too many attempts. Wait a few minutes, then try again.";
  if (code === "user_banned") return "This account is locked for now. Try again later or ask an administrator.";
  return message || "Signing in failed. Try again.";
}

export function SignInScreen({ client, notice }: { client: DataClient; notice: string }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError("");
    setBusy(true);
    try {
      const { error: failed } = await client.auth.signInWithPassword({ email: email.trim(), password });
      if (failed) setError(signInMessage(failed.code, failed.status, failed.message));
    } catch {
      setError(messages.signInUnreachable);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Sign in" intro={notice ? <p role="status">{notice}</p> : "For Kosmos staff only."}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormError message={error} />
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className={`${buttonClass} w-full`} disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
    </AuthCard>
  );
}
