import type { DataClient } from "~/lib/supabase";
import { useEffect, useState } from "react";
import { Loading } from "../ui/Notice";
import { blockLinkClass } from "../ui/styles";
import { AuthCard } from "./AuthCard";
import { messages } from "../api/messages";

/** The invitation's token, when the address is an invitation's link (`/admin/#/invite/<token>`). */
export function invitationToken(hash: string): string | null {
  const match = /^#\/invite\/([A-Za-z0-9_-]{20,200})$/.exec(hash);
  return match ? match[1]! : null;
}

/**
 * An invitation's link: the token opens a session once (supabase-js verifyOtp, type
 * invite), and the sign-in steps take over: a password of one's own, then an authenticator. The
 * token leaves the address at once, so it stays in neither the history nor a bookmark.
 */
export function InviteScreen({ client, token }: { client: DataClient; token: string }) {
  const [failed, setFailed] = useState("");
  useEffect(() => {
    history.replaceState(null, "", `${location.pathname}#/inbox`);
    let current = true;
    client.auth.verifyOtp({ token_hash: token, type: "invite" }).then(
      ({ error }) => {
        if (current && error) {
          setFailed(
            error.code === "otp_expired"
              ? "This invitation link has expired or was already used. Ask an admin to invite you again."
              : error.message || "The invitation could not be opened. Try the link again.",
          );
        }
      },
      () => current && setFailed(messages.inviteUnreachable),
    );
    return () => {
      current = false;
    };
  }, [client, token]);

  return (
    <AuthCard title={failed ? "This invitation cannot be used" : "Opening your invitation"}>
      {failed ? (
        <>
          <p role="alert">{failed}</p>
          <a className={blockLinkClass} href="#/inbox" onClick={() => location.reload()}>
            Go to the sign-in page
          </a>
        </>
      ) : (
        <Loading label="Checking your invitation…" />
      )}
    </AuthCard>
  );
}
