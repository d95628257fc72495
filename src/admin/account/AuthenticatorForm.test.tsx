// @vitest-environment happy-dom
import type { SupabaseClient } from "@supabase/supabase-js";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StaffProvider } from "../staff-context";
import { AuthenticatorForm } from "./AuthenticatorForm";

afterEach(cleanup);

/** An account with one verified authenticator (f-old) whose right code is 111111; a new one's is 222222. */
function renderForm() {
  const calls: string[] = [];
  const mfa = {
    listFactors: async () => ({
      data: { totp: [{ id: "f-old", status: "verified" }], all: [{ id: "f-old", status: "verified" }] },
      error: null,
    }),
    challengeAndVerify: async ({ factorId, code }: { factorId: string; code: string }) => {
      calls.push(`verify ${factorId} ${code}`);
      const right = factorId === "f-old" ? "111111" : "222222";
      return code === right
        ? { data: {}, error: null }
        : { data: null, error: { code: "mfa_verification_failed", status: 422, message: "Invalid TOTP code entered" } };
    },
    enroll: async () => {
      calls.push("enroll");
      return {
        data: {
          id: "f-new",
          totp: { qr_code: "data:image/svg+xml;utf8,<svg/>", secret: "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567" },
        },
        error: null,
      };
    },
    unenroll: async ({ factorId }: { factorId: string }) => (
      calls.push(`unenroll ${factorId}`),
      { data: {}, error: null }
    ),
  };
  const client = { auth: { mfa } } as unknown as SupabaseClient;
  render(
    <StaffProvider
      value={{
        client,
        email: "sam@kosmos.example",
        userId: "7d0c3f7e-1b2a-4c5d-8e9f-0a1b2c3d4e5f",
        roles: ["sales"],
        checkSession: async () => {},
      }}
    >
      <AuthenticatorForm />
    </StaffProvider>,
  );
  return calls;
}

const enter = (code: string, button: string) => {
  fireEvent.change(screen.getByLabelText(/6-digit code/), { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: button }));
};

describe("replacing the authenticator", () => {
  it("needs a code from the current one, then sets up and confirms the new one before removing the old", async () => {
    const calls = renderForm();
    enter("000000", "Continue");
    expect(await screen.findByText(/That code is not right/)).toBeTruthy();
    expect(calls).toEqual(["verify f-old 000000"]);

    enter("111 111", "Continue");
    expect(
      await screen.findByRole("img", { name: "QR code to add Kosmos to your new authenticator app" }),
    ).toBeTruthy();
    expect(screen.getByText("ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567")).toBeTruthy();
    // The old authenticator still works until the new one is confirmed.
    expect(calls).not.toContain("unenroll f-old");

    enter("999999", "Confirm new authenticator");
    expect(await screen.findByText(/That code is not right/)).toBeTruthy();
    expect(calls).not.toContain("unenroll f-old");
    enter("222222", "Confirm new authenticator");
    expect(await screen.findByText("Your new authenticator is set up; the old one no longer works.")).toBeTruthy();
    expect(calls.slice(-2)).toEqual(["verify f-new 222222", "unenroll f-old"]);
  });
});
