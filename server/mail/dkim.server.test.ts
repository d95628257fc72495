/**
 * DKIM: with MAIL_DKIM_* set, every mail the server sends carries a signature by the
 * configured domain and selector, made with the key in its file; the configuration takes all
 * three or none.
 */
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/server/smtp.ts";
import { createSmtpTransport } from "./transport.ts";

describe("DKIM signing", () => {
  let smtp: TestSmtpServer;
  const folder = mkdtempSync(join(tmpdir(), "kosmos-dkim-"));
  const keyFile = join(folder, "dkim.pem");
  beforeAll(async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    writeFileSync(keyFile, privateKey.export({ type: "pkcs8", format: "pem" }));
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("signs each mail with the configured domain and selector", async () => {
    const transport = await createSmtpTransport(smtp.url, {
      MAIL_DKIM_DOMAIN: "kosmos.test",
      MAIL_DKIM_SELECTOR: "mail2026",
      MAIL_DKIM_KEY_FILE: keyFile,
    });
    await transport.sendMail({ from: "noreply@kosmos.test", to: "reader@example.org", subject: "Hi", text: "Hello" });
    transport.close();
    const [mail] = await smtp.waitFor(1);
    const signature = /^DKIM-Signature:([^\r\n]*(?:\r?\n[ \t][^\r\n]*)*)/m.exec(mail!.raw)?.[1] ?? "";
    expect(signature).toMatch(/\bd=kosmos\.test;/);
    expect(signature).toMatch(/\bs=mail2026;/);
    expect(signature).toMatch(/\bb=[A-Za-z0-9+/=\s]{100,}/);
  });

  it("takes the domain, selector and key file together, or none of them", () => {
    const base = { DATA_DIR: folder };
    expect(() => loadConfig({ ...base, MAIL_DKIM_DOMAIN: "kosmos.test" })).toThrow(
      /MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_KEY_FILE go together/,
    );
    expect(
      loadConfig({ ...base, MAIL_DKIM_DOMAIN: "kosmos.test", MAIL_DKIM_SELECTOR: "s1", MAIL_DKIM_KEY_FILE: keyFile })
        .MAIL_DKIM_SELECTOR,
    ).toBe("s1");
  });
});
