import bcrypt from "bcryptjs";
import { randomBytes } from "node:crypto";

/** GoTrue hashes with bcrypt at cost 10 (supabase/auth internal/crypto). */
export const BCRYPT_COST = 10;
export const MIN_PASSWORD_LENGTH = 12;
/** bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords rather than ignore the rest. */
export const MAX_PASSWORD_BYTES = 72;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

/**
 * Compared against for an unknown address (or an account without a password), so that a
 * sign-in takes as long whether or not the account exists. Made once, at the same cost.
 */
const dummyHash = bcrypt.hash(randomBytes(16).toString("base64url"), BCRYPT_COST);

/** Checks a password against a stored bcrypt hash, or against the dummy hash when there is none. */
export async function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const target = hash && hash.startsWith("$2") ? hash : await dummyHash;
  const matches = await bcrypt.compare(password, target);
  return matches && target === hash;
}

// About 49,000 passwords seen most often in breaches (zxcvbn-ts's list), lower case. Read when a
// password is first set, not with the server: few processes ever set one (decision 031).
let common: Promise<ReadonlySet<string>> | undefined;
const commonPasswords = () =>
  (common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase())),
  ));

/** Without the digits and symbols people add to the end of a known word ("dragon2024!!"). */
const stem = (password: string) => password.replace(/[\d\W_]+$/u, "");

/**
 * Why a new password is refused, in GoTrue's `weak_password` terms (reasons `length`,
 * `pwned`), or null when it is acceptable: at least 12 characters, at most 72 bytes, not on the
 * common-password list (nor one of its words with digits or symbols added, nor a repeated
 * short pattern), and not the account's e-mail address.
 */
export async function passwordProblem(
  password: string,
  email: string,
): Promise<{ message: string; reasons: string[] } | null> {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return { message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, reasons: ["length"] };
  }
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    return { message: `Password cannot be longer than ${MAX_PASSWORD_BYTES} bytes.`, reasons: ["length"] };
  }
  const COMMON = await commonPasswords();
  const lower = password.toLowerCase();
  const local = email.toLowerCase().split("@")[0] ?? "";
  // One short pattern or one common word, repeated ("abcabcabcabc", "qwertyqwerty").
  const unit = /^(.{1,8}?)\1+$/u.exec(lower)?.[1];
  const repeated = unit !== undefined && (unit.length <= 4 || COMMON.has(unit) || COMMON.has(stem(unit)));
  if (
    COMMON.has(lower) ||
    COMMON.has(stem(lower)) ||
    repeated ||
    lower === email.toLowerCase() ||
    (local.length >= 4 && stem(lower) === local)
  ) {
    return {
      message: "Password is known to be weak and easy to guess, please choose a different one.",
      reasons: ["pwned"],
    };
  }
  return null;
}

/** A one-time password for a new or reset account: 20 random characters, easy to type. */
export function oneTimePassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(40);
  let out = "";
  // Rejection sampling keeps every character equally likely.
  for (const byte of bytes) {
    if (byte < 256 - (256 % alphabet.length)) out += alphabet[byte % alphabet.length];
    if (out.length === 20) break;
  }
  return out.length === 20 ? out : oneTimePassword();
}
