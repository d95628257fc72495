// @vitest-environment happy-dom
import type { SupabaseClient } from "@supabase/supabase-js";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StaffProvider } from "../staff-context";
import { AccountPage } from "./AccountPage";

afterEach(cleanup);

function renderAccount() {
  const updates: Record<string, unknown>[] = [];
  let signedOutEverywhere = 0;
  const client = {
    rpc: async (fn: string) => ({
      data:
        fn === "my_sign_ins"
          ? [{ at: "2026-11-25T09:00:00Z", address: "203.0.113.9", browser: "Mozilla/5.0 (Stranger's laptop)" }]
          : null,
      error: null,
    }),
    auth: {
      updateUser: async (attributes: Record<string, unknown>) => {
        updates.push(attributes);
        return attributes.current_password === "my current password"
          ? { data: {}, error: null }
          : {
              data: null,
              error: {
                code: "current_password_invalid",
                message: "Current password required when setting new password.",
              },
            };
      },
    },
  } as unknown as SupabaseClient;
  render(
    <StaffProvider
      value={{
        client,
        email: "sam@kosmos.example",
        userId: "7d0c3f7e-1b2a-4c5d-8e9f-0a1b2c3d4e5f",
        roles: ["sales", "labs"],
        checkSession: async () => {},
      }}
    >
      <AccountPage onSignOutEverywhere={() => (signedOutEverywhere += 1)} />
    </StaffProvider>,
  );
  return { updates, signedOut: () => signedOutEverywhere };
}

describe("my account", () => {
  it("shows my roles and my recent sign-ins with address and browser", async () => {
    renderAccount();
    expect(screen.getByText(/Your roles: Sales, Labs\./)).toBeTruthy();
    expect(await screen.findByText(/from 203\.0\.113\.9/)).toBeTruthy();
    expect(screen.getByText("Mozilla/5.0 (Stranger's laptop)")).toBeTruthy();
  });

  it("changes the password only with the current one, and says so when it is wrong", async () => {
    const { updates } = renderAccount();
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Enter your current password.")).toBeTruthy();
    expect(updates).toEqual([]);

    fill("Current password", "a wrong guess");
    fill("New password", "a long new passphrase");
    fill("New password again", "a long new passphrase");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Your current password is not right. Nothing was changed.")).toBeTruthy();

    fill("Current password", "my current password");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Your password is changed. Your other sessions are signed out.")).toBeTruthy();
    expect(updates.at(-1)).toEqual({ password: "a long new passphrase", current_password: "my current password" });
  });

  it("signs out everywhere from the page", () => {
    const { signedOut } = renderAccount();
    fireEvent.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    expect(signedOut()).toBe(1);
  });
});
