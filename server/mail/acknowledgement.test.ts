import { describe, expect, it } from "vitest";
import { greetingName } from "./acknowledgement.ts";

/** Only a plain first name from an application is ever repeated in the mail its sender receives. */
describe("the acknowledgement's greeting", () => {
  it.each([
    ["Ada", "Ada"],
    ["  Ada Lovelace ", "Ada"],
    ["Zoë", "Zoë"],
    ["Jean-Luc Picard", "Jean-Luc"],
    ["O'Brien", "O'Brien"],
    ["Łukasz", "Łukasz"],
  ])("greets %j as %j", (typed, name) => {
    expect(greetingName(typed)).toBe(name);
  });

  it.each([
    "http://buy-now.example",
    "www.example.com",
    "Win$$$",
    "user@example.org",
    "<b>Ada</b>",
    "A".repeat(31),
    "Ada-",
    "",
    "12345",
  ])("does not repeat %j", (typed) => {
    expect(greetingName(typed)).toBeNull();
  });
});
