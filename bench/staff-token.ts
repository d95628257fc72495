import { Secret, TOTP } from "otpauth";
import { addStaff } from "../server/auth/gotrue/staff";
import { hashPassword } from "../server/auth/gotrue/passwords";
import type { Database } from "../server/db";
import { PUBLISHABLE_KEY } from "../server/keys";

/** A staff account with a password of the benchmark's (no first-sign-in change asked), before the server starts. */
export async function addBenchStaff(db: Database, email: string, password: string, roles?: string[]): Promise<void> {
  const { id } = await db.asOwner((tx) => addStaff(tx, email, roles));
  const hash = await hashPassword(password);
  await db.asOwner((tx) =>
    tx.query(
      "update auth.users set encrypted_password = $2, raw_app_meta_data = raw_app_meta_data - 'password_change_required' where id = $1",
      [id, hash],
    ),
  );
}

/** Password, then a TOTP factor enrolled and verified: an aal2 token, as the back office holds. */
export async function staffToken(origin: string, email: string, password: string): Promise<string> {
  const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${origin}/auth/v1${path}`, {
      method: "POST",
      headers: {
        apikey: PUBLISHABLE_KEY,
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const first = await post<{ access_token: string }>("/token?grant_type=password", {
    email,
    password,
  });
  const factor = await post<{ id: string; totp: { secret: string } }>(
    "/factors",
    { factor_type: "totp" },
    first.access_token,
  );
  const challenge = await post<{ id: string }>(`/factors/${factor.id}/challenge`, {}, first.access_token);
  const code = new TOTP({ secret: Secret.fromBase32(factor.totp.secret) }).generate();
  return (
    await post<{ access_token: string }>(
      `/factors/${factor.id}/verify`,
      { challenge_id: challenge.id, code },
      first.access_token,
    )
  ).access_token;
}
