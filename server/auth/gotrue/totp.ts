import { timingSafeEqual } from "node:crypto";
import { Secret, TOTP } from "otpauth";

/** GoTrue's TOTP (internal/api/mfa.go, pquerna/otp): 20-byte secret, SHA-1, 6 digits, 30 s, one step of skew. */
export const TOTP_SETTINGS = { algorithm: "SHA1", digits: 6, period: 30 } as const;
const SKEW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secret: string, issuer: string, email: string): TOTP {
  return new TOTP({ ...TOTP_SETTINGS, issuer, label: email, secret: Secret.fromBase32(secret) });
}

/**
 * The time step (counter) of `code` within one step either side of now, or null. Only steps
 * after `afterStep` count (the last step a code of this factor was accepted at), so each code
 * works once, and no older code works after a newer one (RFC 6238 §5.2).
 */
export function matchingStep(secret: string, code: string, afterStep: number, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code) || secret === "") return null;
  const totp = new TOTP({ ...TOTP_SETTINGS, secret: Secret.fromBase32(secret) });
  const current = TOTP.counter({ period: TOTP_SETTINGS.period, timestamp: now });
  let found: number | null = null;
  for (let step = current - SKEW; step <= current + SKEW; step++) {
    // Every step is computed, so the time taken does not say which one matched.
    const expected = totp.generate({ timestamp: step * TOTP_SETTINGS.period * 1000 });
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(code)) && step > afterStep && found === null) found = step;
  }
  return found;
}

/**
 * The QR code as raw SVG markup, error correction H as GoTrue. auth-js puts it after
 * `data:image/svg+xml;utf-8,` without encoding it, so the markup must hold no `#` (which would
 * end the URI there) and no `%`: the colours are named, not `#000000`/`#ffffff` as qrcode writes them.
 */
export async function qrCodeSvg(uri: string): Promise<string> {
  // Loaded at the first enrolment, not with the server (decision 031).
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "H", margin: 2, width: 264 });
  return svg
    .replaceAll(/#000000(ff)?/gi, "black")
    .replaceAll(/#ffffff(ff)?/gi, "white")
    .replace(/\n$/, "");
}
