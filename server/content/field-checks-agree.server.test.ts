/**
 * The field kinds' checks are written twice: in TypeScript (shared/content-types/checks.ts), which
 * the back office runs as staff type, and in PL/pgSQL (private.checked_content_data), which
 * refuses whatever reaches the database. This holds them equal, on PGlite and on PostgreSQL: for
 * every field of every content type, each value of a list of good and bad ones for its kind gets
 * the same answer from both: accepted by both, or refused by both in the same words.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "../../shared/content-types/index.ts";
import type { ContentField } from "../../shared/content-types/field-kinds.ts";
import { fieldProblem } from "../../shared/content-types/checks.ts";
import { startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";

const PICTURE = "00000000-0000-4000-8000-000000000000";
const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
const doc = (...content: unknown[]) => ({ type: "doc", content });
const picture = (alt: string, decorative = false) => ({ type: "image", attrs: { media: PICTURE, alt, decorative } });

/** A value every field of the kind accepts: what the other fields hold while one is tried. */
function goodValue(field: ContentField): unknown {
  switch (field.kind) {
    case "date":
      return "2026-03-03";
    case "url":
      return "https://example.com/report";
    case "email":
      return "press@kosmos.example";
    case "choice":
      return field.options![0]!.value;
    case "choices":
      return [field.options![0]!.value];
    case "flag":
      return true;
    case "richText":
      return doc(paragraph("A sentence."));
    case "image":
      return { media: PICTURE, alt: "A chart of the network", decorative: false };
    case "document":
      return "https://example.com/report.pdf";
    case "money":
      return "60000";
    default:
      return "A";
  }
}

/** Good and bad values of a field's kind, the bad ones each wrong in one way. */
function triedValues(field: ContentField): unknown[] {
  const tooLong = "x".repeat(field.max + 1);
  const text = ["", "   ", "fine", ` padded `, tooLong, "two\nlines", "a\u0001b", "tab\there", 42, true, null];
  switch (field.kind) {
    case "text":
    case "longText":
      return text;
    case "date":
      return [...text, "2026-02-30", "2026-1-01", "2026-02-28", "28/02/2026"];
    case "url":
      return [
        ...text,
        "javascript:alert(1)",
        "//evil.example",
        "http://example.com",
        "https://example.com",
        "mailto:press@kosmos.example",
        "mailto:nobody",
        "/about",
        "/",
        "data:text/html,<script>alert(1)</script>",
      ];
    case "email":
      return [...text, "a@b", "a@b.co", "a b@c.co"];
    case "money":
      return [...text, "60000", "60k", "0", "060000", "1234567", "£60,000", "60000.50", " 70000 "];
    case "document":
      return [
        ...text,
        "https://example.com/a.pdf",
        "/media/documents/0b3f3c1e-9d2a-4c55-8a1e-2f6c1d7e9a10.pdf",
        "/media/documents/report.pdf",
        "ftp://example.com/a.pdf",
      ];
    case "choice":
      return [...text, ...field.options!.map((option) => option.value), "nope"];
    case "choices": {
      const [first, second] = field.options!.map((option) => option.value);
      return [[], [first], [first, first], ["nope"], [first, second].filter(Boolean), null];
    }
    case "flag":
      return [true, false, null, "yes", 1];
    case "richText":
      return [
        null,
        doc(),
        doc(paragraph("A sentence.")),
        doc(paragraph("x".repeat(field.max + 1))),
        doc({ type: "script", content: [{ type: "text", text: "alert(1)" }] }),
        doc({
          type: "paragraph",
          content: [{ type: "text", text: "here", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }],
        }),
        doc({
          type: "paragraph",
          content: [{ type: "text", text: "here", marks: [{ type: "link", attrs: { href: "https://example.com" } }] }],
        }),
        // Pictures of the library: on their own line, each with its words or marked decorative.
        doc(paragraph("A chart:"), picture("The network after the shock")),
        doc(picture("", true)),
        doc(paragraph("A chart:"), picture("")),
        doc(paragraph("A chart:"), picture("Fine"), picture("x".repeat(301))),
        doc({ type: "image", attrs: { media: "not-a-picture", alt: "A chart", decorative: false } }),
        doc({ type: "bulletList", content: [{ type: "listItem", content: [picture("A chart")] }] }),
        // A pull quote, and a picture inside one (a picture stands on its own line).
        doc(paragraph("Before."), { type: "blockquote", content: [paragraph("Contagion is a network problem.")] }),
        doc({ type: "blockquote", content: [paragraph("Quoted."), picture("A chart")] }),
        doc({ type: "horizontalRule" }),
      ];
    case "image":
      return [
        null,
        { media: PICTURE, alt: "", decorative: false },
        { media: PICTURE, alt: "", decorative: true },
        { media: PICTURE, alt: "x".repeat(301), decorative: false },
        { media: PICTURE, alt: "two\nlines", decorative: false },
        { media: PICTURE, alt: "A photo of the team", decorative: false },
      ];
  }
}

type Answer = { ok: true } | { ok: false; message: string };

describe.each(databases)("the field checks of TypeScript and of the database agree on $name", (factory) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await startApiApp(factory);
    // The picture the image fields choose: that it is in the library is the database's to know.
    await api.app.db.asOwner((tx) =>
      tx.query(
        `insert into public.media (id, name, original, state, width, height, kind)
         values ($1::uuid, 'A chart', 'originals/' || $1::text, 'ready', 1200, 800, 'image')`,
        [PICTURE],
      ),
    );
  });
  afterAll(async () => api?.close());

  const database = async (type: string, data: Record<string, unknown>): Promise<Answer> => {
    try {
      await api.app.db.asOwner((tx) =>
        tx.query("select private.checked_content_data($1, $2::jsonb)", [type, JSON.stringify(data)]),
      );
      return { ok: true };
    } catch (error) {
      return { ok: false, message: (error as Error).message };
    }
  };

  for (const declaration of CONTENT_TYPES) {
    it(`${declaration.type}: every field, every value`, async () => {
      const base = Object.fromEntries(declaration.fields.map((field) => [field.name, goodValue(field)]));
      const disagreements: string[] = [];
      expect(await database(declaration.type, base)).toEqual({ ok: true });
      for (const field of declaration.fields) {
        for (const value of triedValues(field)) {
          const data = { ...base, [field.name]: value };
          if (value === undefined) delete data[field.name];
          const problem = fieldProblem(field, value as never);
          const typescript: Answer = problem === null ? { ok: true } : { ok: false, message: problem };
          const answer = await database(declaration.type, data);
          if (JSON.stringify(answer) !== JSON.stringify(typescript)) {
            disagreements.push(
              `${field.name} (${field.kind}) = ${JSON.stringify(value)}: TypeScript ${JSON.stringify(typescript)}, database ${JSON.stringify(answer)}`,
            );
          }
        }
      }
      expect(disagreements).toEqual([]);
    });
  }
});
