// @vitest-environment happy-dom
import type { SupabaseClient } from "@supabase/supabase-js";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StaffContext } from "../staff-context";
import { TeamPage, type StaffMember } from "./TeamPage";

afterEach(cleanup);

const member = (email: string, extra: Partial<StaffMember> = {}): StaffMember => ({
  id: `${email}-id`,
  email,
  disabled: false,
  two_factor: true,
  must_change_password: false,
  last_sign_in_at: "2026-11-25T09:00:00Z",
  locked_until: null,
  ...extra,
});

function renderTeam() {
  let team = [
    member("grace@kosmos.example"),
    member("locked@kosmos.example", { locked_until: "2099-11-25T10:00:00Z", two_factor: false, last_sign_in_at: null }),
    member("gone@kosmos.example", { disabled: true }),
  ];
  const calls: { fn: string; args?: Record<string, unknown> }[] = [];
  const client = {
    rpc: async (fn: string, args?: Record<string, unknown>) => {
      calls.push({ fn, args });
      if (fn === "unlock_staff") {
        team = team.map((m) => (m.id === args?.user_id ? { ...m, locked_until: null } : m));
        return { data: true, error: null };
      }
      return { data: team, error: null };
    },
  } as unknown as SupabaseClient;
  render(
    <StaffContext.Provider value={{ client, email: "grace@kosmos.example", checkSession: async () => {} }}>
      <TeamPage />
    </StaffContext.Provider>,
  );
  return calls;
}

describe("the team page", () => {
  it("shows each account's state, two-factor and last sign-in, and unlocks a locked one", async () => {
    const calls = renderTeam();
    expect(await screen.findByText("locked@kosmos.example")).toBeTruthy();
    expect(screen.getByText(/^Locked until .* \(too many wrong passwords\)$/)).toBeTruthy();
    expect(screen.getByText("Disabled")).toBeTruthy();
    expect(screen.getByText(/Two-factor not set up · last sign-in never/)).toBeTruthy();
    // Only the locked account has an unlock, named after it.
    const buttons = screen.getAllByRole("button", { name: /^Unlock / });
    expect(buttons.map((b) => b.textContent)).toEqual(["Unlock locked@kosmos.example"]);
    fireEvent.click(buttons[0]!);
    expect(await screen.findByText("locked@kosmos.example is unlocked and may sign in now.")).toBeTruthy();
    expect(calls).toContainEqual({ fn: "unlock_staff", args: { user_id: "locked@kosmos.example-id" } });
    await screen.findByText("grace@kosmos.example");
    expect(screen.queryAllByRole("button", { name: /^Unlock / })).toHaveLength(0);
  });
});
