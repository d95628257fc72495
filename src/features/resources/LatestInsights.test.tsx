// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LatestInsights } from "./LatestInsights";
import type { Resource } from "./types";

const featured: Resource = {
  id: "1",
  title: "Sanctions, Shipping and the Price of Risk",
  type: "white-paper",
  categories: ["geopolitics"],
  date: "2024-10-15",
  description: "Trade restrictions reroute cargo.",
  image_url: null,
  image_position: null,
  download_url: null,
  download_size: null,
  read_more_url: "/resources?type=white-paper",
  featured: true,
  slug: null,
};

afterEach(cleanup);

describe("Latest Insights", () => {
  it("shows the featured resources it is given, a resource with an article leading to its page", () => {
    render(<LatestInsights featured={[featured, { ...featured, id: "2", title: "Primer", slug: "primer" }]} />);
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([featured.title, "Primer"]);
    expect(screen.getByRole("link", { name: `Read more about ${featured.title}` }).getAttribute("href")).toBe(
      "/resources?type=white-paper",
    );
    expect(screen.getByRole("link", { name: "Read more about Primer" }).getAttribute("href")).toBe("/resources/primer");
    expect(within(cards[0]!).getByText("October 15, 2024")).toBeTruthy();
  });

  it("shows the three sample articles, each leading to /resources, when nothing is featured (spec §4)", () => {
    render(<LatestInsights featured={[]} />);
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => card.querySelector("p")?.textContent)).toEqual([
      "White Paper",
      "Case Study",
      "Blog Post",
    ]);
    expect(screen.getAllByRole("link", { name: /^Read more about/ }).map((link) => link.getAttribute("href"))).toEqual([
      "/resources",
      "/resources",
      "/resources",
    ]);
  });
});
