import { Secret, TOTP } from "otpauth";
import { PUBLISHABLE_KEY } from "../server/keys";

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
