import { describe, expect, it } from "vitest";
import { absoluteLink, resourcesRss, rfc822, type FeedResource } from "./feed.ts";
import { childText, childrenNamed, parseXml, type XmlElement } from "./xml-check.ts";

const SITE = "https://kosmos.example";

const resource = (overrides: Partial<FeedResource>): FeedResource => ({
  id: "00000000-0000-4000-8000-000000000001",
  title: "A resource",
  date: "2025-01-01",
  description: "About systemic risk.",
  categories: ["finance"],
  read_more_url: "/resources?type=blog",
  slug: null,
  ...overrides,
});

const rows: FeedResource[] = [
  resource({ id: "old", title: "Oldest", date: "2023-05-09", categories: [] }),
  resource({ id: "new", title: "Newest", date: "2025-03-17", categories: ["finance", "geopolitics"] }),
  resource({ id: "mid", title: "Middle", date: "2024-11-30", read_more_url: "https://example.com/kosmos/mid" }),
];

function channelOf(xml: string): XmlElement {
  const rss = parseXml(xml);
  expect(rss.name).toBe("rss");
  expect(rss.attributes.version).toBe("2.0");
  const [channel, ...others] = childrenNamed(rss, "channel");
  expect(others).toEqual([]);
  return channel!;
}

describe("resourcesRss", () => {
  it("links a resource with an article to its page on the site, not to its read-more address", () => {
    const channel = channelOf(resourcesRss([resource({ slug: "rate-shock-primer" })], SITE));
    expect(childText(childrenNamed(channel, "item")[0]!, "link")).toBe(
      "https://kosmos.example/resources/rate-shock-primer",
    );
  });

  it("lists the items newest first with title, absolute link, guid, date, description and categories", () => {
    const channel = channelOf(resourcesRss(rows, SITE));
    const items = childrenNamed(channel, "item");
    expect(items.map((item) => childText(item, "title"))).toEqual(["Newest", "Middle", "Oldest"]);

    const [newest, middle, oldest] = items as [XmlElement, XmlElement, XmlElement];
    expect(childText(newest, "link")).toBe("https://kosmos.example/resources?type=blog");
    expect(childText(middle, "link")).toBe("https://example.com/kosmos/mid");
    const guid = childrenNamed(newest, "guid")[0]!;
    expect(guid.text).toBe("new");
    expect(guid.attributes.isPermaLink).toBe("false");
    expect(childText(newest, "pubDate")).toBe("Mon, 17 Mar 2025 00:00:00 GMT");
    expect(childText(newest, "description")).toBe("About systemic risk.");
    expect(childrenNamed(newest, "category").map((c) => c.text)).toEqual(["finance", "geopolitics"]);
    expect(childrenNamed(oldest, "category")).toEqual([]);
  });

  it("describes the channel, dated by its newest item rather than by the clock", () => {
    const channel = channelOf(resourcesRss(rows, `${SITE}/`));
    expect(childText(channel, "title")).toBe("Kosmos Resources");
    expect(childText(channel, "link")).toBe("https://kosmos.example/resources");
    expect(childText(channel, "description")).not.toBe("");
    expect(childText(channel, "language")).toBe("en-gb");
    expect(childText(channel, "lastBuildDate")).toBe("Mon, 17 Mar 2025 00:00:00 GMT");
    const self = childrenNamed(channel, "atom:link")[0]!;
    expect(self.attributes).toEqual({
      href: "https://kosmos.example/resources/feed.xml",
      rel: "self",
      type: "application/rss+xml",
    });
    expect(resourcesRss(rows, SITE)).toBe(resourcesRss([...rows].reverse(), SITE));
  });

  it("escapes markup and quotes everywhere, so the text arrives unchanged", () => {
    const nasty = `Risk & "Return" <b>'Tails'</b> > 5%`;
    const xml = resourcesRss(
      [
        resource({
          id: `id<&>"'`,
          title: nasty,
          description: `${nasty}</description><script>alert(1)</script>`,
          categories: [`M&A <deals>`],
          read_more_url: `/resources?type=blog&q="a<b>"`,
        }),
      ],
      SITE,
    );
    expect(xml).not.toContain("<b>");
    expect(xml).not.toContain("<script>");
    const item = childrenNamed(channelOf(xml), "item")[0]!;
    expect(childText(item, "title")).toBe(nasty);
    expect(childText(item, "description")).toBe(`${nasty}</description><script>alert(1)</script>`);
    expect(childText(item, "guid")).toBe(`id<&>"'`);
    expect(childText(item, "category")).toBe("M&A <deals>");
    expect(childText(item, "link")).toBe(new URL(`/resources?type=blog&q="a<b>"`, SITE).href);
  });

  it("drops characters XML cannot carry at all", () => {
    const item = childrenNamed(
      channelOf(resourcesRss([resource({ title: "Bell\u0007 and tab\tkept" })], SITE)),
      "item",
    )[0]!;
    expect(childText(item, "title")).toBe("Bell and tab\tkept");
  });

  it("gives a valid, empty channel when there are no resources", () => {
    const channel = channelOf(resourcesRss([], SITE));
    expect(childText(channel, "title")).toBe("Kosmos Resources");
    expect(childrenNamed(channel, "item")).toEqual([]);
    expect(childrenNamed(channel, "lastBuildDate")).toEqual([]);
  });
});

describe("rfc822", () => {
  it("gives midnight UTC of the day, whatever the server's time zone", () => {
    expect(rfc822("2024-01-18")).toBe("Thu, 18 Jan 2024 00:00:00 GMT");
    expect(rfc822("2024-02-29")).toBe("Thu, 29 Feb 2024 00:00:00 GMT");
  });

  it("refuses a value that is not a date", () => {
    expect(() => rfc822("soon")).toThrow(/Not a date/);
  });
});

describe("absoluteLink", () => {
  it("makes site-relative links absolute and keeps absolute ones", () => {
    expect(absoluteLink("/resources/documentation", SITE)).toBe("https://kosmos.example/resources/documentation");
    expect(absoluteLink("https://example.com/a?b=c", SITE)).toBe("https://example.com/a?b=c");
  });

  it("never links a reader to a script or another scheme", () => {
    expect(absoluteLink("javascript:alert(1)", SITE)).toBe("https://kosmos.example/resources");
    expect(absoluteLink("mailto:a@b.example", SITE)).toBe("https://kosmos.example/resources");
  });
});

describe("the XML check used by these tests", () => {
  it.each([
    ["an unclosed element", "<rss><channel></rss>"],
    ["a raw ampersand", "<rss>Fish & chips</rss>"],
    ["a raw <", "<rss>a < b</rss>"],
    ["two roots", "<a/><b/>"],
    ["an unquoted attribute", "<rss version=2.0></rss>"],
    ["an unknown entity", "<rss>&nbsp;</rss>"],
  ])("rejects %s", (_what, xml) => {
    expect(() => parseXml(xml)).toThrow();
  });

  it("reads elements, attributes and entities", () => {
    const root = parseXml(`<?xml version="1.0"?><a x="1 &amp; 2"><b>&lt;&#65;&#x42;&gt;</b><c/></a>`);
    expect(root.attributes.x).toBe("1 & 2");
    expect(childText(root, "b")).toBe("<AB>");
    expect(root.children.map((c) => c.name)).toEqual(["b", "c"]);
  });
});
