/** A one-time password, shown once: what to do with it, and that it will not be shown again. */
export function OneTimePassword({ email, password }: { email: string; password: string }) {
  return (
    <div role="status" className="mb-4 rounded-md border border-brand bg-white p-4 text-sm">
      <p className="font-semibold">One-time password for {email}</p>
      <p className="mt-2">
        <code className="rounded bg-surface px-2 py-1 font-mono text-base tracking-wide">{password}</code>
      </p>
      <p className="mt-2 text-muted">
        Shown only now. Give it to them in person or by another channel than e-mail. At first sign-in they choose their
        own password (12 characters or more) and set up an authenticator app; until then they read nothing.
      </p>
    </div>
  );
}
