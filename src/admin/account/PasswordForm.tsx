import { useState, type FormEvent } from "react";
import { newPasswordProblems, passwordRefusal } from "../auth/new-password";
import { useStaff } from "../staff-context";
import { TextField } from "../ui/Field";
import { StatusMessage } from "../ui/Notice";
import { buttonClass } from "../ui/styles";
import { messages } from "../api/messages";

/** A new password, with the current one (someone at an unattended screen cannot lock the owner out). */
export function PasswordForm() {
  const { client } = useStaff();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<{ current?: string; password?: string; repeat?: string; form?: string }>({});
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone("");
    const next: typeof errors = {
      ...(current ? {} : { current: "Enter your current password." }),
      ...newPasswordProblems(password, repeat),
    };
    setErrors(next);
    if (next.current || next.password || next.repeat) return;
    setBusy(true);
    try {
      const { error } = await client.auth.updateUser({ password, current_password: current });
      if (!error) {
        setCurrent("");
        setPassword("");
        setRepeat("");
        setDone("Your password is changed. Your other sessions are signed out.");
      } else if (error.code === "current_password_invalid" || error.code === "current_password_required") {
        setErrors({ current: "Your current password is not right. Nothing was changed." });
      } else setErrors(passwordRefusal(error));
    } catch {
      setErrors({ form: messages.signInUnreachable });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="password-heading"
      className="grid gap-4 rounded-lg border border-line bg-white p-4"
    >
      <h2 id="password-heading" className="text-lg font-semibold">
        Change your password
      </h2>
      <StatusMessage message={done} />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      )}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        error={errors.current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters, not a common one."
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        value={repeat}
        error={errors.repeat}
        onChange={(e) => setRepeat(e.target.value)}
      />
      <div>
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? "Saving…" : "Change password"}
        </button>
      </div>
    </form>
  );
}
