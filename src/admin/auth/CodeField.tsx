import { TextField } from "../ui/Field";

export function CodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label="6-digit code"
      hint="From your authenticator app."
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={8}
      required
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
