// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StaffProvider } from "../staff-context";
import { fakeClient } from "../../../tests/support/admin/fake-client";
import { InboxPage } from "./InboxPage";

afterEach(() => {
  cleanup();
  location.hash = "";
});

const rows = [
  {
    kind: "job_applications",
    id: "0b6f2a36-5d1e-4d55-9c1b-7a8f3f0e9d21",
    created_at: "2026-11-20T10:00:00Z",
    name: "Tom Okafor",
    email: "tom@example.com",
    organisation: null,
    subject: "Engineer",
    summary: "Five years of agent-based models.",
    status: "new",
    status_changed_at: null,
  },
  {
    kind: "contact_submissions",
    id: "1b6f2a36-5d1e-4d55-9c1b-7a8f3f0e9d21",
    created_at: "2026-11-19T10:00:00Z",
    name: "Amelia Hart",
    email: "amelia@example.com",
    organisation: "Bank",
    subject: "demo-request",
    summary: "A demo, please.",
    status: "read",
    status_changed_at: null,
  },
];

function renderInbox(search = "", searchAnswer: unknown = { rows, total: 2, more: false }) {
  const { client, calls } = fakeClient(
    { session: null, aal: "aal2", password: "", code: "" },
    { tables: { inbox: rows }, rpc: { inbox_counts: { job_applications: 1 }, search_inbox: searchAnswer } },
  );
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
      <InboxPage search={search} />
    </StaffProvider>,
  );
  return calls;
}

describe("inbox", () => {
  it("lists items of every kind with links to each, and counts of new items per kind", async () => {
    renderInbox();
    await screen.findByText("Showing 1–2 of 2");
    const link = await screen.findByRole("link", { name: /^Tom Okafor\s*, Job application$/ });
    expect(link.getAttribute("href")).toBe("#/inbox/job_applications/0b6f2a36-5d1e-4d55-9c1b-7a8f3f0e9d21");
    expect(screen.getByRole("link", { name: /^Amelia Hart\s*, Contact message$/ })).toBeTruthy();
    expect(await screen.findByText("1 new")).toBeTruthy();
    expect(screen.getByText("Showing 1–2 of 2")).toBeTruthy();
  });

  it("applies the filters from the hash to the query, and puts new filters in the hash", async () => {
    const calls = renderInbox("kind=job_applications&status=new");
    await screen.findByText("Showing 1–2 of 2");
    expect(calls.find((c) => c.startsWith("select inbox "))).toBe("select inbox kind=job_applications&status=new");
    expect(calls.some((c) => c.startsWith("rpc search_inbox"))).toBe(false);
  });

  it("searches through rpc/search_inbox (which the search indexes serve), with the other filters, and keeps the search in the hash", async () => {
    const calls = renderInbox("kind=job_applications&q=okafor");
    await screen.findByText("Showing 1–2 of 2");
    expect(calls.find((c) => c.startsWith("rpc search_inbox"))).toBe(
      'rpc search_inbox {"term":"okafor","filter_kind":"job_applications","max_rows":25,"skip_rows":0}',
    );
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "spam" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(location.hash).toBe("#/inbox?kind=job_applications&status=spam&q=okafor");
  });

  it("says when a search matches more than a thousand, and lets staff page on", async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...rows[0],
      id: `0b6f2a36-5d1e-4d55-9c1b-7a8f3f0e9d${String(i).padStart(2, "0")}`,
    }));
    renderInbox("q=risk", { rows: many, total: 1000, more: true });
    expect(await screen.findByText("Showing 1–25 of more than 1,000")).toBeTruthy();
    expect(screen.getByText("Page 1")).toBeTruthy();
    const next = screen.getByRole("button", { name: "Next page" }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(location.hash).toBe("#/inbox?q=risk&page=1");
  });
});
