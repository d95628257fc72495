// @vitest-environment happy-dom
import type { SupabaseClient } from "@supabase/supabase-js";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StaffProvider } from "../staff-context";
import { NoticesPage } from "./NoticesPage";

afterEach(cleanup);

const notice = (id: string, status: "pending" | "sent" | "failed" | "held", extra: Record<string, unknown> = {}) => ({
  id,
  created_at: "2026-11-24T09:00:00Z",
  kind: "demo-request",
  submission_table: "contact_submissions",
  submission_id: `${id}-submission`,
  status,
  attempts: 0,
  next_attempt_at: "2026-11-24T09:00:00Z",
  recipient: null,
  last_error: null,
  sent_at: null,
  kept_subject: null,
  kept_text: null,
  ...extra,
});

const NOTICES = [
  notice("a", "failed", { attempts: 7, recipient: "sales@kosmos.example", last_error: "550 mailbox unavailable" }),
  notice("b", "sent", { attempts: 1, recipient: "sales@kosmos.example", sent_at: "2026-11-24T09:01:00Z" }),
  notice("c", "pending"),
  notice("d", "sent", {
    kind: "newsletter-confirm",
    submission_table: "newsletter_subscribers",
    recipient: "ada@example.com",
    sent_at: "2026-11-24T09:02:00Z",
    kept_subject: "Confirm your subscription to Kosmos updates",
    kept_text: "Confirm here: http://localhost:4321/newsletter/confirm?token=abc",
  }),
];

/** Only the calls this page makes: the two staff functions of the outbox, recorded. */
function renderNotices({ resendFails = false } = {}) {
  const calls: { fn: string; args: Record<string, unknown> }[] = [];
  const client = {
    rpc: async (fn: string, args: Record<string, unknown>) => {
      calls.push({ fn, args });
      if (fn === "list_notices") {
        const shown = args.filter_status ? NOTICES.filter((n) => n.status === args.filter_status) : NOTICES;
        return { data: { notices: shown, total: shown.length }, error: null };
      }
      if (fn === "inbound_quarantine") {
        const forged = {
          id: "q1",
          received_at: "2026-11-29T10:00:00Z",
          envelope_from: "someone@else.example",
          envelope_to: "reply+j00@in.kosmos.example",
          subject: "Hello",
          reason: "The reply address was not made here (forged or mistyped).",
        };
        return { data: [forged], error: null };
      }
      if (resendFails) return { data: null, error: { message: "permission denied for function send_notice_again" } };
      return { data: true, error: null };
    },
  } as unknown as SupabaseClient;
  render(
    <StaffProvider
      value={{
        client,
        email: "grace@kosmos.example",
        userId: "7d0c3f7e-1b2a-4c5d-8e9f-0a1b2c3d4e5f",
        roles: ["admin"],
        checkSession: async () => {},
      }}
    >
      <NoticesPage />
    </StaffProvider>,
  );
  return calls;
}

describe("the notices view", () => {
  it("shows pending, sent and failed notices, the last error, and links each to its submission", async () => {
    renderNotices();
    expect(await screen.findByText(/Failed · Contact message \(demo-request\)/)).toBeTruthy();
    expect(screen.getByText(/Sent · Contact message/)).toBeTruthy();
    expect(screen.getByText(/Pending · Contact message/)).toBeTruthy();
    expect(screen.getByText("Last error: 550 mailbox unavailable")).toBeTruthy();
    const links = screen.getAllByRole("link", { name: "Open the submission" });
    expect(links[0]!.getAttribute("href")).toBe("#/inbox/contact_submissions/a-submission");
    // Only a failed notice can be sent again.
    expect(screen.getAllByRole("button", { name: "Send again" })).toHaveLength(1);
  });

  it("shows the mail that came in and was kept aside, with why", async () => {
    renderNotices();
    const aside = await screen.findByRole("region", { name: "Mail kept aside" });
    expect(await within(aside).findByText("The reply address was not made here (forged or mistyped).")).toBeTruthy();
    expect(within(aside).getByText(/From someone@else\.example to reply\+j00@in\.kosmos\.example/)).toBeTruthy();
  });

  it("shows a mail kept instead of sent (development without a mail server): its subject and its text", async () => {
    renderNotices();
    expect(await screen.findByText(/Kept here, not sent · Newsletter sign-up \(newsletter-confirm\)/)).toBeTruthy();
    expect(screen.getByText("Confirm your subscription to Kosmos updates")).toBeTruthy();
    expect(screen.getByText("The mail's text").closest("details")?.textContent).toContain(
      "Confirm here: http://localhost:4321/newsletter/confirm?token=abc",
    );
  });

  it("filters by status through the staff function", async () => {
    const calls = renderNotices();
    await screen.findByText(/Failed · Contact message/);
    fireEvent.change(screen.getByLabelText("Show"), { target: { value: "failed" } });
    await screen.findByText("The 1 newest of 1.");
    expect(calls.at(-1)).toEqual({ fn: "list_notices", args: { filter_status: "failed", max_rows: 50 } });
  });

  it("sends a failed notice again, and says so; a refusal is shown, not swallowed", async () => {
    const calls = renderNotices();
    fireEvent.click(await screen.findByRole("button", { name: "Send again" }));
    expect(await screen.findByText("The notice will be sent again within a minute.")).toBeTruthy();
    expect(calls).toContainEqual({ fn: "send_notice_again", args: { notice_id: "a" } });

    cleanup();
    renderNotices({ resendFails: true });
    fireEvent.click(await screen.findByRole("button", { name: "Send again" }));
    expect(await screen.findByText(/The notice was not queued again: permission denied/)).toBeTruthy();
  });

  it("shows a mail to a visitor held past the hour's bound, with why, and sends it when asked", async () => {
    NOTICES.push(
      notice("d", "held", {
        kind: "newsletter-confirm",
        submission_table: "newsletter_subscribers",
        last_error: "Held: more than 5 mails to visitors from one network (198.51.100.0/24) in an hour",
      }),
    );
    try {
      const calls = renderNotices();
      expect(await screen.findByText(/^Held · /)).toBeTruthy();
      expect(
        screen.getByText("Held: more than 5 mails to visitors from one network (198.51.100.0/24) in an hour"),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Send it now" }));
      await screen.findByText("The notice will be sent again within a minute.");
      expect(calls).toContainEqual({ fn: "send_notice_again", args: { notice_id: "d" } });
    } finally {
      NOTICES.pop();
    }
  });
});
