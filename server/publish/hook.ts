/** How long the deploy hook has to answer before the publish is reported failed. */
const HOOK_TIMEOUT_MS = 10_000;

/**
 * Tells a deploy hook (PUBLISH_HOOK_URL: a CDN's build or purge, a hosted site's rebuild) what a
 * publish changed, as JSON: `{ "types": [...], "routes": [...] }`. Answers the hook's status; a
 * hook that refuses or does not answer fails the publish, which the editor then sees.
 */
export async function callPublishHook(url: string, change: { types: string[]; routes: string[] }): Promise<number> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "kosmos-publisher" },
    body: JSON.stringify(change),
    signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    redirect: "error",
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The deploy hook answered ${response.status}`);
  return response.status;
}
