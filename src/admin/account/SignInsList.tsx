import { loaded } from "../api/query-client";
import { ErrorPanel, Loading } from "../ui/Notice";
import { formatDateTime } from "../ui/PageHeading";
import { useMySignIns } from "./api/my-sign-ins";

/** The person's own last sign-ins, so they notice one that was not them (rpc/my_sign_ins). */
export function SignInsList() {
  const list = loaded(useMySignIns());
  return (
    <section aria-labelledby="sign-ins-heading" className="rounded-lg border border-line bg-white p-4">
      <h2 id="sign-ins-heading" className="text-lg font-semibold">
        Your recent sign-ins
      </h2>
      <p className="mt-1 text-sm text-muted">
        One you do not recognise? Change your password, then sign out everywhere, and tell an admin.
      </p>
      {list.status === "loading" && <Loading label="Loading your sign-ins…" onRetry={list.reload} />}
      {list.status === "error" && (
        <ErrorPanel title="Your sign-ins could not be loaded" message={list.error} onRetry={list.reload} />
      )}
      {list.status === "ready" && (
        <ul className="mt-3 divide-y divide-line text-sm">
          {list.data.map((signIn) => (
            <li key={`${signIn.at}-${signIn.address}`} className="py-2">
              <time dateTime={signIn.at} className="font-semibold">
                {formatDateTime(signIn.at)}
              </time>
              <span> · from {signIn.address ?? "an unknown address"}</span>
              <p className="text-muted break-words">{signIn.browser ?? "Unknown browser"}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
