// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StaffProvider } from "../staff-context";
import { fakeClient } from "../../../tests/support/admin/fake-client";
import { resources } from "./collections";
import { ContentPage } from "./ContentPage";

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const existing = {
  id: "r1",
  title: "Contagion in non-bank lending",
  type: "white-paper",
  categories: ["finance"],
  date: "2026-10-01",
  description: "How losses travel.",
  image_url: null,
  download_url: null,
  read_more_url: "https://kosmos.example/paper",
  featured: true,
};

function renderPage(options: { failWrites?: boolean } = {}) {
  const { client, calls } = fakeClient(
    { session: null, aal: "aal2", password: "", code: "" },
    { tables: { resources: [existing] }, failWrites: options.failWrites },
  );
  render(
    <StaffProvider value={{ client, email: "grace@kosmos.example", roles: ["admin"], checkSession: async () => {} }}>
      <ContentPage collection={resources} />
    </StaffProvider>,
  );
  return calls;
}

describe("resources editor", () => {
  it("lists resources with their type and categories in words", async () => {
    renderPage();
    expect(await screen.findByText("Contagion in non-bank lending")).toBeTruthy();
    expect(screen.getByText(/White Paper · 2026-10-01 · Finance · Featured/)).toBeTruthy();
  });

  it("refuses a resource without a type, category or an http(s) address, naming each field", async () => {
    const calls = renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "New resource" }));
    const form = screen.getByRole("form", { name: "New resource" });
    fireEvent.change(within(form).getByLabelText("Title"), { target: { value: "A new paper" } });
    fireEvent.change(within(form).getByLabelText("Read-more address"), { target: { value: "javascript:alert(1)" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save resource" }));
    expect(within(form).getByText("Choose a type", { selector: "p" })).toBeTruthy();
    expect(within(form).getByText("Choose at least one category")).toBeTruthy();
    expect(within(form).getByText("Enter the description")).toBeTruthy();
    expect(
      within(form).getByText(
        "The read-more address must be a full address starting with https:// or http://, or a page of this site starting with /",
      ),
    ).toBeTruthy();
    expect(within(form).getByLabelText("Read-more address").getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((c) => c.startsWith("insert"))).toEqual([]);
  });

  it("keeps everything typed when a save fails, and says so", async () => {
    const calls = renderPage({ failWrites: true });
    fireEvent.click(await screen.findByRole("button", { name: "Edit Contagion in non-bank lending" }));
    const form = screen.getByRole("form", { name: "Edit Contagion in non-bank lending" });
    fireEvent.change(within(form).getByLabelText("Description"), {
      target: { value: "A longer description typed with care." },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Save resource" }));
    const alert = await within(form).findByRole("alert");
    expect(alert.textContent).toContain("Not saved: The database is not answering.");
    expect((within(form).getByLabelText("Description") as HTMLTextAreaElement).value).toBe(
      "A longer description typed with care.",
    );
    expect(calls).toContain("update resources id=r1");
    // The draft is also kept for a reload or a new sign-in.
    expect(sessionStorage.getItem("kosmos-admin-draft:resource:r1")).toContain("A longer description typed with care.");
  });
});
