// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import AdminApp from "./AdminApp";
import { SESSION_ENDED } from "./auth/useStaffSession";
import { fakeClient, type FakeState } from "../../tests/support/admin/fake-client";

afterEach(() => {
  cleanup();
  location.hash = "";
});

const signedOut = (): FakeState => ({
  session: null,
  aal: "aal1",
  password: "correct horse battery staple",
  code: "123456",
});

describe("AdminApp sign-in", () => {
  it("shows only the sign-in screen before aal2: password, then the code, then the inbox on the same hash", async () => {
    location.hash = "#/audit";
    const { client, calls } = fakeClient(signedOut(), { tables: { audit_log: [] } });
    render(<AdminApp client={client} />);

    await screen.findByRole("heading", { name: "Sign in" });
    expect(screen.queryByRole("navigation")).toBeNull();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "grace@kosmos.example" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The email or password is not right.");

    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct horse battery staple" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByRole("heading", { name: "Enter your code" });
    expect(screen.queryByRole("navigation")).toBeNull();

    fireEvent.change(screen.getByLabelText(/6-digit code/), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Enter the 6-digit code");
    fireEvent.change(screen.getByLabelText(/6-digit code/), { target: { value: "123 456" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));

    await screen.findByRole("navigation", { name: "Staff area" });
    expect(screen.getByRole("heading", { name: "Audit log", level: 1 })).toBeTruthy();
    expect(calls).toContain("verify 123456");
  });

  it("signs out everywhere with the global scope; a session ended elsewhere returns to sign-in keeping the page", async () => {
    location.hash = "#/content/resources";
    const state: FakeState = {
      ...signedOut(),
      aal: "aal2",
      session: {
        user: {
          email: "grace@kosmos.example",
          app_metadata: {},
          factors: [{ id: "f1", factor_type: "totp", status: "verified" }],
        },
      },
    };
    const { client, calls, emit } = fakeClient(state, { tables: { resources: [] } });
    render(<AdminApp client={client} />);
    await screen.findByRole("heading", { name: "Resources", level: 1 });

    state.session = null;
    emit("SIGNED_OUT");
    await screen.findByRole("heading", { name: "Sign in" });
    expect(screen.getByText(SESSION_ENDED)).toBeTruthy();
    expect(location.hash).toBe("#/content/resources");

    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "grace@kosmos.example" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct horse battery staple" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    fireEvent.change(await screen.findByLabelText(/6-digit code/), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Resources", level: 1 });

    fireEvent.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await screen.findByRole("heading", { name: "Sign in" });
    expect(calls).toContain("signOut global");
    expect(screen.queryByText(SESSION_ENDED)).toBeNull();
  });

  it("first sign-in: a new password, then the authenticator set-up with the QR code and the secret as text", async () => {
    const state: FakeState = {
      ...signedOut(),
      session: { user: { email: "new@kosmos.example", app_metadata: { password_change_required: true }, factors: [] } },
    };
    const { client, emit } = fakeClient(state);
    render(<AdminApp client={client} />);
    await screen.findByRole("heading", { name: "Choose your password" });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "short" } });
    fireEvent.change(screen.getByLabelText("New password again"), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Save password" }));
    expect(screen.getByText("Use at least 12 characters.")).toBeTruthy();

    state.session = { user: { email: "new@kosmos.example", app_metadata: {}, factors: [] } };
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "a much longer passphrase" } });
    fireEvent.change(screen.getByLabelText("New password again"), { target: { value: "a much longer passphrase" } });
    fireEvent.click(screen.getByRole("button", { name: "Save password" }));
    emit("USER_UPDATED");

    await screen.findByRole("heading", { name: "Set up two-factor sign-in" });
    const qr = await screen.findByRole("img", { name: /QR code/ });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("AdminApp under roles", () => {
  const signedIn = (): FakeState => ({
    ...signedOut(),
    aal: "aal2",
    session: {
      user: {
        email: "rita@kosmos.example",
        app_metadata: {},
        factors: [{ id: "f1", factor_type: "totp", status: "verified" }],
      },
    },
  });

  it("shows a careers recruiter only their pages and kinds; a notice's link to another kind says it is not for their role", async () => {
    location.hash = "#/inbox";
    const { client } = fakeClient(signedIn(), {
      tables: { inbox: [] },
      rpc: { my_roles: ["careers"], inbox_counts: { job_applications: 2 } },
    });
    render(<AdminApp client={client} />);
    const nav = await screen.findByRole("navigation", { name: "Staff area" });
    expect([...nav.querySelectorAll("a")].map((a) => a.textContent)).toEqual([
      "Inbox",
      "Site content",
      "To review",
      "Releases",
      "Notices",
      "My account",
    ]);
    expect(await screen.findByText("2 new")).toBeTruthy();
    expect(screen.queryByText("Contact messages")).toBeNull();
    expect([...screen.getByLabelText("Kind").querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "All kinds",
      "Job applications",
    ]);

    location.hash = `#/inbox/contact_submissions/${crypto.randomUUID()}`;
    expect(await screen.findByRole("heading", { name: "Not available to your role", level: 1 })).toBeTruthy();
    location.hash = "#/team";
    expect(await screen.findByRole("heading", { name: "Not available to your role", level: 1 })).toBeTruthy();
  });

  it("opens an editor's first page (the site's content) instead of an inbox they cannot read", async () => {
    location.hash = "";
    const { client } = fakeClient(signedIn(), { tables: { resources: [] }, rpc: { my_roles: ["editor"] } });
    render(<AdminApp client={client} />);
    expect(await screen.findByRole("heading", { name: "Site content", level: 1 })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Staff area" });
    expect([...nav.querySelectorAll("a")].map((a) => a.textContent)).toEqual([
      "Site content",
      "To review",
      "Releases",
      "Site record",
      "Claims",
      "Media library",
      "Resources",
      "Documentation",
      "My account",
    ]);
  });

  it("an account without a role is told so, with a way out", async () => {
    const { client } = fakeClient(signedIn(), { rpc: { my_roles: [] } });
    render(<AdminApp client={client} />);
    expect(await screen.findByText(/Your account has no role yet/)).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
  });
});

describe("AdminApp on an invitation's link", () => {
  it("opens the invitation once, takes the token out of the address, and says plainly when the link is spent", async () => {
    location.hash = "#/invite/abcdefghijklmnopqrstuvwxyz0123456789";
    const { client } = fakeClient(signedOut());
    let verified: unknown;
    (client.auth as unknown as { verifyOtp: (p: unknown) => Promise<unknown> }).verifyOtp = async (params) => {
      verified = params;
      return {
        data: { session: null, user: null },
        error: { code: "otp_expired", message: "Email link is invalid or has expired", status: 403 },
      };
    };
    render(<AdminApp client={client} />);
    expect(await screen.findByRole("heading", { name: "This invitation cannot be used" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      "This invitation link has expired or was already used. Ask an admin to invite you again.",
    );
    expect(verified).toEqual({ token_hash: "abcdefghijklmnopqrstuvwxyz0123456789", type: "invite" });
    expect(location.hash).toBe("#/inbox");
  });
});
