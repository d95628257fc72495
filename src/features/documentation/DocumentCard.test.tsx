// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DocumentCard } from "./DocumentCard";
import type { DocumentationEntry } from "./types";

const doc: DocumentationEntry = {
  id: "1",
  title: "Platform Architecture",
  description: "How the engine is built.",
  sections: ["Overview", "Data layer"],
  summary: "A short summary.",
  access_url: "/docs/architecture",
  download_url: "/docs/architecture.pdf",
  download_size: null,
};

afterEach(cleanup);

describe("DocumentCard", () => {
  it("with a download: 'Download Document' leading to access_url, key sections and summary", () => {
    render(<DocumentCard doc={doc} />);
    const button = screen.getByRole("link", { name: /^Download Document/ });
    expect(button.getAttribute("href")).toBe("/docs/architecture");
    expect(screen.getByRole("heading", { name: "Key Sections" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Overview", "Data layer"]);
    expect(screen.getByRole("heading", { name: "Executive Summary" })).toBeTruthy();
    expect(screen.getByText("A short summary.")).toBeTruthy();
  });

  it("without download, sections or summary: 'Access Documentation' and nothing empty", () => {
    render(<DocumentCard doc={{ ...doc, download_url: null, sections: [], summary: null }} />);
    const button = screen.getByRole("link", { name: /^Access Documentation/ });
    expect(button.getAttribute("href")).toBe("/docs/architecture");
    expect(screen.queryByText("Download Document")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Key Sections" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Executive Summary" })).toBeNull();
  });
});
