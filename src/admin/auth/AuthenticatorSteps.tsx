/** Groups of four, so the secret can be typed from the screen without losing one's place. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * How to add Kosmos to an authenticator app: the QR code, the secret as text for who cannot scan
 * it (read out letter by letter), and the code to enter. For a first set-up and a new phone alike.
 */
export function AuthenticatorSteps({
  qrCode,
  secret,
  app = "your authenticator app",
}: {
  qrCode: string;
  secret: string;
  app?: string;
}) {
  return (
    <ol className="list-decimal space-y-3 pl-5 text-sm text-ink">
      <li>
        Scan this QR code with {app}.
        <img
          src={qrCode}
          alt={`QR code to add Kosmos to ${app}`}
          width={200}
          height={200}
          className="mt-2 block size-48 bg-white"
        />
      </li>
      <li>
        Cannot scan it? Add an account by hand with this key:
        <code
          className="mt-1 block rounded bg-surface p-2 font-mono text-base break-all select-all"
          aria-label={`Setup key: ${secret.split("").join(" ")}`}
        >
          {groupSecret(secret)}
        </code>
      </li>
      <li>Enter the 6-digit code the app now shows.</li>
    </ol>
  );
}
