/**
 * The forms' contracts (src/features/forms/contract.ts) against the backend: every length bound
 * against the table's CHECK constraint, every upload rule against its bucket, through the real
 * API as the anonymous visitor, on PGlite. The maximum passes and one more is refused, so a
 * bound changed on one side only fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_PATTERN, contracts, emailBound, type FormContract } from "~/features/forms/contract";
import { MIME_BY_EXTENSION } from "~/features/forms/files";
import { type ApiTestApp, client, startApiApp } from "../support/server/api";
import { databases } from "../support/server/databases";
import { contact, incubation, jobApplication, partnership } from "../support/server/submissions";
import { docBytes, docxBytes, pdfBytes, textBytes, visitorKey } from "../support/server/storage";
import { startStorageApp } from "../support/server/storage-app";

const pglite = databases.find((d) => d.name === "pglite")!;

/** A valid row for each contract, as the site sends it, with a fresh id and email each time. */
let serial = 0;
const validRow: Record<keyof typeof contracts, () => Record<string, unknown>> = {
  contact: () => contact({ email: `contract${++serial}@example.com` }),
  jobApplication: () => jobApplication({ email: `contract${++serial}@example.com`, cv_url: null }),
  researchPartnership: () => partnership(crypto.randomUUID(), { proposal_file_path: null }),
  incubation: () => incubation(),
  newsletter: () => ({ email: `contract${++serial}@example.com` }),
};

/** n characters, not all spaces (the CHECKs trim), and with a character outside ASCII so code points are what is counted. */
const text = (n: number) => (n === 0 ? "" : "é" + "x".repeat(n - 1));

/** An address of exactly n characters that matches the email pattern. */
const emailOf = (n: number) =>
  `${"a".repeat(n - "@example.com".length - 4)}${++serial % 10}${(serial % 100).toString().padStart(2, "0")}z@example.com`;

let t: ApiTestApp;
beforeAll(async () => {
  t = await startApiApp(pglite);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const insert = (table: string, row: Record<string, unknown>) => client(t.app, t.anonKey).post(`/rest/v1/${table}`, row);

describe.each(Object.entries(contracts) as [keyof typeof contracts, FormContract][])(
  "the %s form's contract",
  (name, contract) => {
    const bounds = Object.values(contract.text);

    it.each(bounds.map((b) => [b.column, b] as const))(
      "%s: the maximum is stored, one more character is refused",
      async (_column, bound) => {
        const atMax = await insert(contract.table, { ...validRow[name](), [bound.column]: text(bound.max) });
        expect(atMax.statusCode, atMax.body).toBe(201);
        const over = await insert(contract.table, { ...validRow[name](), [bound.column]: text(bound.max + 1) });
        expect(over.statusCode, over.body).toBe(400);
        expect(JSON.parse(over.body).code).toBe("23514");
      },
    );

    it.each(bounds.filter((b) => b.min > 1).map((b) => [b.column, b] as const))(
      "%s: the minimum is stored, one fewer character is refused",
      async (_column, bound) => {
        expect(
          (await insert(contract.table, { ...validRow[name](), [bound.column]: text(bound.min) })).statusCode,
        ).toBe(201);
        expect(
          (await insert(contract.table, { ...validRow[name](), [bound.column]: text(bound.min - 1) })).statusCode,
        ).toBe(400);
      },
    );

    it.each(bounds.filter((b) => b.min === 1).map((b) => [b.column, b] as const))(
      "%s: blank is refused",
      async (_column, bound) => {
        expect((await insert(contract.table, { ...validRow[name](), [bound.column]: "   " })).statusCode).toBe(400);
      },
    );

    it(`email: ${emailBound.max} characters are stored, ${emailBound.max + 1} refused, and the pattern is the database's`, async () => {
      expect(emailOf(emailBound.max)).toHaveLength(emailBound.max);
      expect(EMAIL_PATTERN.test(emailOf(emailBound.max))).toBe(true);
      expect((await insert(contract.table, { ...validRow[name](), email: emailOf(emailBound.max) })).statusCode).toBe(
        201,
      );
      expect(
        (await insert(contract.table, { ...validRow[name](), email: emailOf(emailBound.max + 1) })).statusCode,
      ).toBe(400);
      expect(EMAIL_PATTERN.test("no-at-sign.example.com")).toBe(false);
      expect((await insert(contract.table, { ...validRow[name](), email: "no-at-sign.example.com" })).statusCode).toBe(
        400,
      );
    });
  },
);

describe("the upload rules against their buckets", () => {
  let storage: Awaited<ReturnType<typeof startStorageApp>>;
  beforeAll(async () => {
    storage = await startStorageApp(pglite);
  }, 120_000);
  afterAll(async () => {
    await storage?.close();
  });

  const bytesFor = { pdf: pdfBytes, doc: docBytes, docx: (size: number) => docxBytes(size), txt: textBytes } as const;
  const upload = (bucket: string, path: string, bytes: Buffer, type: string) =>
    storage.app.inject({
      method: "POST",
      url: `/storage/v1/object/${bucket}/${path}`,
      headers: { apikey: storage.anonKey, authorization: `Bearer ${storage.anonKey}`, "content-type": type },
      payload: bytes,
    });
  const withFiles = Object.entries(contracts).flatMap(([name, c]) =>
    "files" in c && c.files ? [[name, c.files] as const] : [],
  );

  it.each(withFiles)("%s: every allowed type is accepted, and nothing else", async (_name, files) => {
    const folder = files.folders[0];
    for (const extension of files.rule.extensions) {
      const response = await upload(
        files.bucket,
        visitorKey(folder, extension),
        bytesFor[extension](512),
        MIME_BY_EXTENSION[extension],
      );
      expect(response.statusCode, `${extension}: ${response.body}`).toBe(200);
    }
    const html = await upload(
      files.bucket,
      visitorKey(folder, "html"),
      Buffer.from("<!doctype html><p>hi</p>"),
      "text/html",
    );
    expect(html.statusCode).toBeGreaterThanOrEqual(400);
  });

  it.each(withFiles)("%s: a file of exactly the limit is stored, one byte more is refused", async (_name, files) => {
    const folder = files.folders[0];
    const atMax = await upload(
      files.bucket,
      visitorKey(folder, "pdf"),
      pdfBytes(files.rule.maxBytes),
      "application/pdf",
    );
    expect(atMax.statusCode, atMax.body).toBe(200);
    const over = await upload(
      files.bucket,
      visitorKey(folder, "pdf"),
      pdfBytes(files.rule.maxBytes + 1),
      "application/pdf",
    );
    expect(over.statusCode).toBe(413);
  });
});
