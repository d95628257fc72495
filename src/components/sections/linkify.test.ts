import { describe, expect, it } from "vitest";
import { linkify } from "./linkify";

describe("linkify", () => {
  it("leaves plain text alone", () => {
    expect(linkify("No addresses here.")).toEqual([{ text: "No addresses here." }]);
  });

  it("turns email addresses into mailto links, without the sentence's full stop", () => {
    expect(linkify("Write to hello@kosmos.example.")).toEqual([
      { text: "Write to " },
      { text: "hello@kosmos.example", href: "mailto:hello@kosmos.example" },
      { text: "." },
    ]);
  });

  it("turns https addresses into links and keeps the text between them", () => {
    expect(linkify("See https://ico.org.uk, or email a@b.example, today")).toEqual([
      { text: "See " },
      { text: "https://ico.org.uk", href: "https://ico.org.uk" },
      { text: ", or email " },
      { text: "a@b.example", href: "mailto:a@b.example" },
      { text: ", today" },
    ]);
  });

  it("keeps paths in web addresses", () => {
    expect(linkify("(https://ico.org.uk/make-a-complaint/)")).toEqual([
      { text: "(" },
      { text: "https://ico.org.uk/make-a-complaint/", href: "https://ico.org.uk/make-a-complaint/" },
      { text: ")" },
    ]);
  });
});
