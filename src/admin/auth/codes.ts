/** What staff type from their authenticator app: six digits, spaces allowed. */
export function normaliseCode(input: string): string {
  return input.replace(/\s+/g, "");
}

export function codeProblem(code: string): string | null {
  return /^\d{6}$/.test(code) ? null : "Enter the 6-digit code from your authenticator app.";
}

export function verifyMessage(code: string | undefined, status: number | undefined, message: string): string {
  if (code === "mfa_verification_failed")
    return "That code is not right, or it has expired. Enter the code your app shows now.";
  if (status === 429 || code === "over_request_rate_limit")
    return "Too many attempts. Wait a few minutes, then try again.";
  return message || "Checking the code failed. Try again.";
}
