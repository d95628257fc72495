import { describe, expect, it } from "vitest";
import { RestError } from "./errors.ts";
import { parseApiQuery } from "./parse.ts";
import { closestName } from "./schema-cache.ts";
import type { TableInfo } from "./schema-cache.ts";
import { buildDelete, buildInsert, buildRead, buildUpdate, quoteIdent } from "./sql.ts";

const resources: TableInfo = {
  name: "resources",
  columns: new Map([
    ["id", "uuid"],
    ["title", "text"],
    ["date", "date"],
    ["featured", "boolean"],
    ["categories", "text[]"],
  ]),
};

function read(query: string, count = false) {
  return buildRead(resources, { ...parseApiQuery(query), count });
}

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return `${error.code} ${error.message}`;
    throw error;
  }
  return "no error";
}

describe("quoteIdent", () => {
  it("doubles embedded quotes", () => {
    expect(quoteIdent("date")).toBe('"date"');
    expect(quoteIdent('a"b')).toBe('"a""b"');
  });
});

describe("buildRead", () => {
  it("renders the featured query with every value bound", () => {
    const sql = read("select=*&featured=eq.true&order=date.desc&limit=3");
    expect(sql.text).toBe(
      `select coalesce(json_agg(_pgrst_r), '[]')::text as body, count(*)::int as n, null::int as total ` +
        `from (select "resources"."id", "resources"."title", "resources"."date", "resources"."featured", "resources"."categories" ` +
        `from public."resources" where "resources"."featured" = $1::text::boolean order by "resources"."date" desc limit $2::bigint) _pgrst_r`,
    );
    expect(sql.params).toEqual(["true", 3]);
  });

  it("never writes a request value into the SQL text", () => {
    const sql = read("select=id&title=eq.'); delete from resources;--&type=in.(a'b)".replace("type", "title"));
    expect(sql.text).not.toContain("delete");
    expect(sql.text).not.toContain("a'b");
    expect(sql.params).toEqual(["'); delete from resources;--", "a'b"]);
  });

  it("renders each operator", () => {
    const where = (q: string) => read(`select=id&${q}`).text.match(/ where (.*?)\) _pgrst_r$/)?.[1];
    expect(where("date=neq.x")).toBe('"resources"."date" <> $1::text::date');
    expect(where("date=gt.x")).toBe('"resources"."date" > $1::text::date');
    expect(where("date=gte.x")).toBe('"resources"."date" >= $1::text::date');
    expect(where("date=lt.x")).toBe('"resources"."date" < $1::text::date');
    expect(where("date=lte.x")).toBe('"resources"."date" <= $1::text::date');
    expect(where("title=like.a*")).toBe('"resources"."title"::text like $1::text');
    expect(where("title=ilike.a*")).toBe('"resources"."title"::text ilike $1::text');
    expect(where("featured=is.not_null")).toBe('"resources"."featured" is not null');
    expect(where("id=in.(a,b)")).toBe('"resources"."id" in ($1::text::uuid, $2::text::uuid)');
    expect(where("id=in.()")).toBe("false");
    expect(where("featured=not.eq.true")).toBe('not ("resources"."featured" = $1::text::boolean)');
    expect(where("categories=eq.{a}&featured=is.true")).toBe(
      '"resources"."categories" = $1::text::text[] and "resources"."featured" is true',
    );
  });

  it("orders with nulls placement, pages with offset and counts the whole match", () => {
    const sql = read("select=id&order=date.asc.nullsfirst,title&offset=5&title=eq.x", true);
    expect(sql.text).toContain('order by "resources"."date" asc nulls first, "resources"."title" offset $2::bigint');
    expect(sql.text).toContain(
      `(select count(*) from public."resources" where "resources"."title" = $1::text::text)::int as total`,
    );
    expect(sql.params).toEqual(["x", 5]);
  });

  it("refuses unknown columns anywhere with 42703", () => {
    expect(code(() => read("select=datez"))).toBe("42703 column resources.datez does not exist");
    expect(code(() => read("select=*&datez=eq.1"))).toBe("42703 column resources.datez does not exist");
    expect(code(() => read("select=*&order=datez"))).toBe("42703 column resources.datez does not exist");
  });
});

describe("buildInsert", () => {
  it("inserts only the sent columns from one JSON parameter and returns a constant for return=minimal", () => {
    const rows = [{ title: "A", date: "2024-01-01" }];
    const sql = buildInsert(resources, rows, ["title", "date"], null);
    expect(sql.text).toBe(
      `with _pgrst_w as (insert into public."resources" ("title", "date") select "title", "date" ` +
        `from json_populate_recordset(null::public."resources", $1::json) returning 1) ` +
        `select null::text as body, count(*)::int as n from _pgrst_w`,
    );
    expect(sql.params).toEqual([JSON.stringify(rows)]);
  });

  it("returns the selected columns for return=representation", () => {
    const sql = buildInsert(resources, [{ title: "A" }], ["title"], [{ column: "id" }]);
    expect(sql.text).toContain('returning "resources"."id")');
    expect(sql.text).toContain("select coalesce(json_agg(_pgrst_w), '[]')::text as body");
  });

  it("uses the defaults when no column is sent", () => {
    expect(buildInsert(resources, [{}], [], null).text).toContain('insert into public."resources" select from');
  });

  it("refuses body keys that are not columns with PGRST204", () => {
    expect(code(() => buildInsert(resources, [{ foo: 1 }], ["foo"], null))).toBe(
      "PGRST204 Could not find the 'foo' column of 'resources' in the schema cache",
    );
  });
});

describe("buildUpdate and buildDelete", () => {
  const filters = parseApiQuery("id=eq.abc").filters;

  it("sets the sent columns from one JSON parameter, filtered", () => {
    const sql = buildUpdate(resources, { title: "B", featured: true }, filters, null);
    expect(sql.text).toBe(
      `with _pgrst_w as (update public."resources" set "title" = _pgrst_b."title", "featured" = _pgrst_b."featured" ` +
        `from json_populate_record(null::public."resources", $1::json) as _pgrst_b where "resources"."id" = $2::text::uuid returning 1) ` +
        `select null::text as body, count(*)::int as n from _pgrst_w`,
    );
    expect(sql.params).toEqual([JSON.stringify({ title: "B", featured: true }), "abc"]);
  });

  it("changes nothing for an empty body", () => {
    expect(buildUpdate(resources, {}, filters, null).text).toContain("where false");
  });

  it("deletes with filters", () => {
    const sql = buildDelete(resources, filters, [{ column: "title" }]);
    expect(sql.text).toBe(
      `with _pgrst_w as (delete from public."resources" where "resources"."id" = $1::text::uuid returning "resources"."title") ` +
        `select coalesce(json_agg(_pgrst_w), '[]')::text as body, count(*)::int as n from _pgrst_w`,
    );
  });
});

describe("closestName", () => {
  it("suggests a near table name and nothing for a far one", () => {
    const tables = ["resources", "documentation", "contact_submissions"];
    expect(closestName("resourcez", tables)).toBe("resources");
    expect(closestName("Documentaton", tables)).toBe("documentation");
    expect(closestName("pg_shadow", tables)).toBeNull();
  });
});
