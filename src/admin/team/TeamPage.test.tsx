// @vitest-environment happy-dom
import type { SupabaseClient } from "@supabase/supabase-js";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StaffProvider } from "../staff-context";
import type { StaffMember } from "./api/list-staff";
import { TeamPage } from "./TeamPage";

afterEach(cleanup);

const member = (email: string, extra: Partial<StaffMember> = {}): StaffMember => ({
  id: `${email}-id`,
  email,
  roles: ["admin"],
  disabled: false,
  two_factor: true,
  must_change_password: false,
  last_sign_in_at: "2026-11-25T09:00:00Z",
  locked_until: null,
  ...extra,
});

/** The team page against a stand-in for the database functions it calls. */
function renderTeam() {
  let team = [
    member("grace@kosmos.example"),
    member("locked@kosmos.example", {
      roles: ["careers"],
      locked_until: "2099-11-25T10:00:00Z",
      two_factor: false,
      last_sign_in_at: null,
    }),
    member("gone@kosmos.example", { roles: ["sales"], disabled: true }),
  ];
  const calls: { fn: string; args?: Record<string, unknown> }[] = [];
  const ok = (data: unknown) => ({ data, error: null });
  const client = {
    rpc: async (fn: string, args: Record<string, unknown> = {}) => {
      calls.push({ fn, args });
      const change = (patch: Partial<StaffMember>) =>
        (team = team.map((m) => (m.id === args.user_id ? { ...m, ...patch } : m)));
      switch (fn) {
        case "unlock_staff":
          change({ locked_until: null });
          return ok(true);
        case "set_staff_roles":
          if (args.user_id === "grace@kosmos.example-id")
            return { data: null, error: { message: "The last admin cannot be demoted" } };
          change({ roles: args.roles as StaffMember["roles"] });
          return ok(args.roles);
        case "set_staff_disabled":
          change({ disabled: args.disabled as boolean });
          return ok(null);
        case "invite_staff":
          if (String(args.email).startsWith("mailed"))
            return ok({ email: args.email, roles: args.roles, mailed: true });
          team = [
            ...team,
            member(args.email as string, {
              roles: args.roles as StaffMember["roles"],
              two_factor: false,
              must_change_password: true,
            }),
          ];
          return ok({ email: args.email, password: "Abcdefghjkmnpqrstuvw" });
        case "reset_staff_password":
          return ok("Zyxwvutsrqpnmkjhgfed");
        default:
          return ok(team);
      }
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
      <TeamPage />
    </StaffProvider>,
  );
  return calls;
}

const row = (email: string) => screen.getByText(email, { selector: "p" }).closest("li")!;

describe("the team page", () => {
  it("shows each account's roles, state, two-factor and last sign-in, and unlocks a locked one", async () => {
    const calls = renderTeam();
    expect(await screen.findByText("locked@kosmos.example", { selector: "p" })).toBeTruthy();
    expect(within(row("locked@kosmos.example")).getByText("Roles: Careers")).toBeTruthy();
    expect(screen.getByText(/^Locked until .* \(too many wrong passwords\)$/)).toBeTruthy();
    expect(screen.getByText("Disabled")).toBeTruthy();
    expect(screen.getByText(/Two-factor not set up · last sign-in never/)).toBeTruthy();
    // Only the locked account has an unlock, named after it.
    const buttons = screen.getAllByRole("button", { name: /^Unlock / });
    expect(buttons.map((b) => b.textContent)).toEqual(["Unlock locked@kosmos.example"]);
    fireEvent.click(buttons[0]!);
    expect(await screen.findByText("locked@kosmos.example is unlocked and may sign in now.")).toBeTruthy();
    expect(calls).toContainEqual({ fn: "unlock_staff", args: { user_id: "locked@kosmos.example-id" } });
    await screen.findByText("grace@kosmos.example", { selector: "p" });
    expect(screen.queryAllByRole("button", { name: /^Unlock / })).toHaveLength(0);
  });

  it("invites a colleague with roles and shows the one-time password once; an invitation without a role is refused here first", async () => {
    const calls = renderTeam();
    await screen.findByText("grace@kosmos.example", { selector: "p" });
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "rita@kosmos.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText("Choose at least one role")).toBeTruthy();
    expect(calls.some((c) => c.fn === "invite_staff")).toBe(false);

    const invite = screen.getByRole("form", { name: "Invite a colleague" });
    fireEvent.click(within(invite).getByRole("checkbox", { name: /^Careers/ }));
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText("One-time password for rita@kosmos.example")).toBeTruthy();
    expect(screen.getByText("Abcdefghjkmnpqrstuvw")).toBeTruthy();
    expect(calls).toContainEqual({ fn: "invite_staff", args: { email: "rita@kosmos.example", roles: ["careers"] } });
    expect(await screen.findByText("rita@kosmos.example", { selector: "p" })).toBeTruthy();
  });

  it("changes a colleague's roles, disables after a confirmation and enables again", async () => {
    const calls = renderTeam();
    await screen.findByText("gone@kosmos.example", { selector: "p" });
    fireEvent.click(screen.getByRole("button", { name: "Change roles locked@kosmos.example" }));
    fireEvent.click(within(row("locked@kosmos.example")).getByRole("checkbox", { name: /^Labs/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save roles locked@kosmos.example" }));
    expect(await screen.findByText("locked@kosmos.example now has the roles Careers, Labs.")).toBeTruthy();
    expect(calls).toContainEqual({
      fn: "set_staff_roles",
      args: { user_id: "locked@kosmos.example-id", roles: ["careers", "labs"] },
    });

    fireEvent.click(screen.getByRole("button", { name: "Disable grace@kosmos.example" }));
    fireEvent.click(await screen.findByRole("button", { name: "Disable" }));
    expect(await screen.findByText("grace@kosmos.example is disabled and signed out everywhere.")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Enable gone@kosmos.example" }));
    expect(await screen.findByText("gone@kosmos.example may sign in again.")).toBeTruthy();
    expect(calls.filter((c) => c.fn === "set_staff_disabled").map((c) => c.args)).toEqual([
      { user_id: "grace@kosmos.example-id", disabled: true },
      { user_id: "gone@kosmos.example-id", disabled: false },
    ]);
  });

  it("says so when the database refuses to demote the last admin", async () => {
    renderTeam();
    await screen.findByText("grace@kosmos.example", { selector: "p" });
    fireEvent.click(screen.getByRole("button", { name: "Change roles grace@kosmos.example" }));
    fireEvent.click(within(row("grace@kosmos.example")).getByRole("checkbox", { name: /^Admin/ }));
    fireEvent.click(within(row("grace@kosmos.example")).getByRole("checkbox", { name: /^Editor/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save roles grace@kosmos.example" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Nothing was changed for grace@kosmos.example: The last admin cannot be demoted",
    );
  });

  it("when the server sends mail, says the link is on its way and shows no password", async () => {
    renderTeam();
    await screen.findByText("grace@kosmos.example", { selector: "p" });
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "mailed@kosmos.example" } });
    fireEvent.click(
      within(screen.getByRole("form", { name: "Invite a colleague" })).getByRole("checkbox", { name: /^Sales/ }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    expect(
      await screen.findByText(
        /An invitation link is on its way to mailed@kosmos\.example\. It works once, for 24 hours/,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/One-time password for/)).toBeNull();
  });
});
