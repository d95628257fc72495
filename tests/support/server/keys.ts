/**
 * The API keys of a test's install: the publishable key (the site's, the anonymous role) and
 * the secret key the server generated into that DATA_DIR on first start (the service role).
 * Reading the key file makes it when the server has not started yet, exactly as the server
 * would, so a test may take its keys before or after starting a server on the folder.
 */
import { PUBLISHABLE_KEY } from "../../../server/keys";
import { loadOrCreateInstallKeys } from "../../../server/keys/install-keys";

export type TestKeys = { anonKey: string; serviceKey: string };

export async function keysFor(dataDir: string): Promise<TestKeys> {
  const file = await loadOrCreateInstallKeys(dataDir);
  return { anonKey: PUBLISHABLE_KEY, serviceKey: file.secretKeys[0]!.key };
}
