// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Resource } from "../types";
import { InsightCard } from "./InsightCard";
import { ResourceCard } from "./ResourceCard";

const resource: Resource = {
  id: "1",
  title: "Contagion in Interbank Markets",
  type: "case-study",
  categories: ["finance", "geopolitics"],
  date: "2025-03-05",
  description: "How stress spreads.",
  image_url: null,
  image_position: null,
  download_url: "https://files.example/contagion.pdf",
  download_size: null,
  read_more_url: "/resources/contagion",
  featured: true,
  slug: null,
};

const renderIn = (node: React.ReactNode) => render(<>{node}</>);

afterEach(cleanup);

describe("ResourceCard", () => {
  it("shows the type label, title, British date, description and capitalised topics", () => {
    renderIn(<ResourceCard resource={resource} layout="grid" />);
    expect(screen.getByText("Case Study")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: resource.title })).toBeTruthy();
    expect(screen.getByText("5 March 2025").getAttribute("datetime")).toBe("2025-03-05");
    expect(screen.getByText("How stress spreads.")).toBeTruthy();
    const topics = within(screen.getByRole("list", { name: "Topics" })).getAllByRole("listitem");
    expect(topics.map((t) => t.textContent)).toEqual(["Finance", "Geopolitics"]);
  });

  it("names its links after the resource and offers the PDF when there is one", () => {
    renderIn(<ResourceCard resource={resource} layout="list" />);
    const readMore = screen.getByRole("link", { name: `Read more about ${resource.title}` });
    expect(readMore.getAttribute("href")).toBe("/resources/contagion");
    const download = screen.getByRole("link", { name: `Download PDF of ${resource.title}` });
    expect(download.getAttribute("href")).toBe(resource.download_url);
  });

  it("has no download link without a download address, and shows an unknown type as it is", () => {
    renderIn(<ResourceCard resource={{ ...resource, download_url: null, type: "podcast" }} layout="grid" />);
    expect(screen.queryByRole("link", { name: /Download PDF/ })).toBeNull();
    expect(screen.getByText("podcast")).toBeTruthy();
  });
});

describe("the card's picture", () => {
  it("is cropped around the picture's focal point on both cards, decorative beside the title", () => {
    const pictured = { ...resource, image_url: "/media/AbCdEfGhIjKlMnOp-1280.jpg", image_position: "20% 70%" };
    for (const card of [
      <ResourceCard key="grid" resource={pictured} layout="grid" />,
      <InsightCard key="insight" resource={pictured} />,
    ]) {
      const { container } = renderIn(card);
      const img = container.querySelector("img")!;
      expect(img.getAttribute("src")).toBe(pictured.image_url);
      expect(img.getAttribute("alt")).toBe("");
      expect(img.style.objectPosition).toBe("20% 70%");
      cleanup();
    }
  });
});

describe("InsightCard", () => {
  it("shows the date in the long US form", () => {
    renderIn(<InsightCard resource={resource} />);
    expect(screen.getByText("March 5, 2025")).toBeTruthy();
    expect(screen.getByRole("link", { name: `Read more about ${resource.title}` })).toBeTruthy();
  });
});
