import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { DEVELOPMENT_RECIPIENTS, DEVELOPMENT_SENDER, recipientsFor, senderOf, type MailSettings } from "./routing.ts";
import { describeSmtp } from "./transport.ts";
import { retryDelay, withoutAddresses } from "./worker.ts";

const MINUTE = 60_000;

describe("mail configuration (server/config.ts)", () => {
  const load = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: "test", ...env });

  it("accepts smtp:// and smtps:// URLs, comma-separated recipients, and a sender with a name", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://user:secret@mail.example.com:465",
      MAIL_FROM: "Kosmos website <noreply@example.com>",
      NOTIFY_DEFAULT: "hello@example.com",
      NOTIFY_CAREERS: "careers@example.com, hr@example.com",
    });
    expect(config.SMTP_URL).toBe("smtps://user:secret@mail.example.com:465");
    expect(config.NOTIFY_CAREERS).toEqual(["careers@example.com", "hr@example.com"]);
    expect(config.NOTIFY_SALES).toBeUndefined();
  });

  it.each([
    ["SMTP_URL", "http://mail.example.com"],
    ["SMTP_URL", "smtp:mail.example.com"],
    ["SMTP_URL", "mail.example.com:25"],
    ["NOTIFY_SALES", "sales"],
    ["NOTIFY_SALES", "sales@example.com,"],
    ["NOTIFY_PRESS", "Press <press@example.com>"],
    ["MAIL_FROM", "Kosmos <noreply@example.com"],
    ["MAIL_FROM", "noreply@example.com\r\nBcc: x@example.com"],
  ])("refuses %s=%j, naming it", (name, value) => {
    expect(load({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });

  it("in production, sending mail needs a sender and a default recipient of one's own", () => {
    const production = { NODE_ENV: "production", SMTP_URL: "smtp://mail.example.com" };
    expect(load(production)).toThrow(/MAIL_FROM and NOTIFY_DEFAULT must be set/);
    expect(load({ ...production, MAIL_FROM: "noreply@example.com", NOTIFY_DEFAULT: "team@example.com" })).not.toThrow();
    expect(load({ NODE_ENV: "production" })).not.toThrow(); // no mail at all
  });
});

describe("routing", () => {
  const none: MailSettings = {
    MAIL_FROM: undefined,
    NOTIFY_DEFAULT: undefined,
    NOTIFY_SALES: undefined,
    NOTIFY_PRESS: undefined,
    NOTIFY_CAREERS: undefined,
    NOTIFY_LABS: undefined,
  };

  it("sends each kind to its team, and to the default when the team has no address", () => {
    const settings = {
      ...none,
      NOTIFY_DEFAULT: ["all@x.test"],
      NOTIFY_SALES: ["sales@x.test"],
      NOTIFY_LABS: ["labs@x.test"],
    };
    expect(recipientsFor("demo-request", settings)).toEqual(["sales@x.test"]);
    expect(recipientsFor("partner-inquiry", settings)).toEqual(["sales@x.test"]);
    expect(recipientsFor("media-request", settings)).toEqual(["all@x.test"]);
    expect(recipientsFor("job-application", settings)).toEqual(["all@x.test"]);
    expect(recipientsFor("research-partnership", settings)).toEqual(["labs@x.test"]);
    expect(recipientsFor("incubation-application", settings)).toEqual(["labs@x.test"]);
    expect(recipientsFor("general-question", settings)).toEqual(["all@x.test"]);
    expect(recipientsFor("newsletter-subscription", settings)).toEqual(["all@x.test"]);
  });

  it("falls back to the site's development addresses when nothing is set", () => {
    expect(recipientsFor("media-request", none)).toEqual(DEVELOPMENT_RECIPIENTS);
    expect(senderOf(none)).toBe(DEVELOPMENT_SENDER);
  });
});

describe("retryDelay", () => {
  it("waits 1 minute, doubling to 1 hour, then gives up after the attempt that followed the hour", () => {
    const waits = Array.from({ length: 9 }, (_, i) => retryDelay(i + 1, MINUTE, 60 * MINUTE));
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, null, null].map((m) => (m === null ? null : m * MINUTE)));
  });
});

describe("what may be logged", () => {
  it("an SMTP URL without its credentials", () => {
    expect(describeSmtp("smtps://user:secret@mail.example.com:465/?requireTLS=true")).toBe(
      "smtps://mail.example.com:465",
    );
  });

  it("a database error without the addresses it may quote", () => {
    expect(withoutAddresses('4.1.1 <amelia@example.com>: unknown, "x.y@z.co" too')).toBe(
      '4.1.1 <<address>>: unknown, "<address>" too',
    );
  });
});
