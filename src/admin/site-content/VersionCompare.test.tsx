// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { contentType } from "~shared/content-types";
import type { ItemVersion } from "./api";
import { VersionCompare } from "./VersionCompare";

const POSITION = {
  title: "Quantitative Researcher",
  department: "Research",
  location: "London",
  description: {
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: "Build models of contagion." }] }],
  },
};

const version = (n: number, data: Record<string, unknown>, live = true): ItemVersion =>
  ({ version: n, data, live, saved_at: "2026-11-29T09:00:00Z", saved_by: "careers@kosmos.test" }) as ItemVersion;

afterEach(cleanup);

describe("comparing two versions of an item", () => {
  const decl = contentType("position");
  const versions = [
    version(3, {
      ...POSITION,
      location: "Edinburgh",
      description: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "Build agent-based models of contagion." }] }],
      },
    }),
    version(2, POSITION),
    version(1, { ...POSITION, title: "Researcher" }, false),
  ];

  it("shows, field by field, the words removed and added from the version before the newest to the newest", () => {
    render(<VersionCompare decl={decl} versions={versions} />);
    const changes = screen.getByLabelText("What changed from version 2 to version 3");
    const terms = [...changes.querySelectorAll("dt")].map((dt) => dt.textContent);
    expect(terms).toEqual(["Location", "Description"]);
    const location = changes.querySelectorAll("dd")[0]!;
    expect(location.querySelector("del")!.textContent).toBe("removed: London");
    expect(location.querySelector("ins")!.textContent).toBe("added: Edinburgh");
    // Rich text by its words: only the word added is marked.
    const description = changes.querySelectorAll("dd")[1]!;
    expect([...description.querySelectorAll("ins")].map((ins) => ins.textContent)).toEqual(["added: agent-based "]);
    expect(description.querySelector("del")).toBeNull();
    expect(screen.getByText(`${decl.fields.length - 2} of ${decl.fields.length} fields unchanged.`)).toBeTruthy();
  });

  it("says when the two are the same version, and when one was hidden", () => {
    render(<VersionCompare decl={decl} versions={versions} />);
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "3" } });
    expect(screen.getByText("Choose two different versions.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "1" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2" } });
    expect(screen.getByText("Shown in the later version")).toBeTruthy();
    expect(document.querySelector("ins")!.textContent).toBe("added: Quantitative ");
  });
});
