import { describe, expect, it } from "vitest";
import { RestError } from "./errors.ts";
import {
  parseAccept,
  parseApiQuery,
  parseColumns,
  parseFilter,
  parseOrder,
  parsePrefer,
  parseSelect,
} from "./parse.ts";

function failure(fn: () => unknown): RestError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error("expected a RestError");
}

describe("parseSelect", () => {
  it("reads *, column lists and an empty select", () => {
    expect(parseSelect("*")).toEqual(["*"]);
    expect(parseSelect("")).toEqual(["*"]);
    expect(parseSelect("id, title ,date")).toEqual([{ column: "id" }, { column: "title" }, { column: "date" }]);
    expect(parseSelect("*,id")).toEqual(["*", { column: "id" }]);
  });

  it.each([
    ["*;drop table resources", 2, ";"],
    ["id::text", 3, ":"],
    ["id,author(name)", 10, "("],
    ["id,,title", 4, null],
    ["1abc", 1, "1"],
    ['"id"', 1, '"'],
  ])("refuses %s with PGRST100 pointing at column %i", (input, column, char) => {
    const error = failure(() => parseSelect(input));
    expect(error.status).toBe(400);
    expect(error.code).toBe("PGRST100");
    expect(error.message).toBe(`"failed to parse select parameter (${input})" (line 1, column ${column})`);
    if (char) expect(error.details).toContain(`unexpected "${char}"`);
  });
});

describe("parseOrder", () => {
  it("reads directions, nulls placement and several terms", () => {
    expect(parseOrder("date.desc")).toEqual([{ column: "date", direction: "desc", nulls: null }]);
    expect(parseOrder("date")).toEqual([{ column: "date", direction: null, nulls: null }]);
    expect(parseOrder("type.asc.nullsfirst,date.desc.nullslast,title.nullsfirst")).toEqual([
      { column: "type", direction: "asc", nulls: "first" },
      { column: "date", direction: "desc", nulls: "last" },
      { column: "title", direction: null, nulls: "first" },
    ]);
  });

  it.each(["date;--", "date.sideways", "date.asc.desc", "date.nullsfirst.nullslast", "", "date,", "date desc"])(
    "refuses %j with PGRST100",
    (input) => {
      const error = failure(() => parseOrder(input));
      expect(error.code).toBe("PGRST100");
      expect(error.message).toMatch(/^"failed to parse order \(.*\)" \(line 1, column \d+\)$/);
    },
  );

  it("points at the offending character", () => {
    expect(failure(() => parseOrder("date;--")).message).toBe('"failed to parse order (date;--)" (line 1, column 5)');
  });
});

describe("parseFilter", () => {
  it.each(["eq", "neq", "gt", "gte", "lt", "lte"] as const)("reads %s with its value verbatim", (op) => {
    expect(parseFilter("date", `${op}.2024-01-01`)).toEqual({ column: "date", negate: false, op, value: "2024-01-01" });
  });

  it("keeps dots and SQL in the value as text", () => {
    expect(parseFilter("title", "eq.a.b'); delete from resources;--")).toEqual({
      column: "title",
      negate: false,
      op: "eq",
      value: "a.b'); delete from resources;--",
    });
  });

  it("turns * into % for like and ilike", () => {
    expect(parseFilter("title", "ilike.*risk*")).toMatchObject({ op: "ilike", value: "%risk%" });
    expect(parseFilter("title", "like.Why*")).toMatchObject({ op: "like", value: "Why%" });
  });

  it("reads is with its five values, in any case", () => {
    for (const value of ["null", "not_null", "true", "false", "unknown"]) {
      expect(parseFilter("featured", `is.${value.toUpperCase()}`)).toMatchObject({ op: "is", value });
    }
  });

  it("reads in-lists, with quoted values and escapes", () => {
    expect(parseFilter("type", "in.(news,video)")).toMatchObject({ op: "in", value: ["news", "video"] });
    expect(parseFilter("type", 'in.("a,b", c ,"say \\"hi\\"")')).toMatchObject({ value: ["a,b", "c", 'say "hi"'] });
    expect(parseFilter("type", "in.()")).toMatchObject({ value: [] });
  });

  it("reads not. negation", () => {
    expect(parseFilter("type", "not.in.(news)")).toMatchObject({ negate: true, op: "in", value: ["news"] });
    expect(parseFilter("download_url", "not.is.null")).toMatchObject({ negate: true, op: "is", value: "null" });
  });

  it.each([
    ["date", "after.2024-01-01"],
    ["date", "eq"],
    ["date", "not.eq"],
    ["featured", "is.maybe"],
    ["type", "in.news,video"],
    ["type", 'in.("open)'],
    ["date", "cs.{a}"],
    ["title;drop table x", "eq.1"],
    ["data->>x", "eq.1"],
  ])("refuses %s=%s with PGRST100", (column, value) => {
    const error = failure(() => parseFilter(column, value));
    expect(error.code).toBe("PGRST100");
    expect(error.message).toMatch(/^"failed to parse filter \(.*\)" \(line 1, column \d+\)$/);
  });
});

describe("parseApiQuery", () => {
  it("separates select, order, paging, columns and filters, keeping repeated filters", () => {
    expect(
      parseApiQuery(
        "select=title&featured=eq.true&date=gte.2024-01-01&date=lt.2025-01-01&order=date.desc&limit=3&offset=1",
      ),
    ).toEqual({
      select: [{ column: "title" }],
      filters: [
        { column: "featured", negate: false, op: "eq", value: "true" },
        { column: "date", negate: false, op: "gte", value: "2024-01-01" },
        { column: "date", negate: false, op: "lt", value: "2025-01-01" },
      ],
      order: [{ column: "date", direction: "desc", nulls: null }],
      limit: 3,
      offset: 1,
      columns: null,
    });
  });

  it("decodes percent-encoding and + as a space", () => {
    expect(parseApiQuery("name=eq.Ann%20Smith").filters[0]).toMatchObject({ value: "Ann Smith" });
    expect(parseApiQuery("name=eq.Ann+Smith").filters[0]).toMatchObject({ value: "Ann Smith" });
  });

  it("reads ?columns= for inserts", () => {
    expect(parseApiQuery("columns=email,name").columns).toEqual(["email", "name"]);
    expect(() => parseColumns("email;drop")).toThrow(RestError);
  });

  it.each(["limit=all", "limit=-1", "offset=1.5", "limit=", "limit=99999999999999999999"])("refuses %s", (query) => {
    expect(failure(() => parseApiQuery(query)).code).toBe("PGRST100");
  });

  it("reads or=/and= trees as supabase-js's .or() sends them, and refuses a list without parentheses", () => {
    expect(parseApiQuery('or=(a.eq.1,and(b.ilike.*x*,c.not.is.null),d.eq."p,q")').filters).toEqual([
      {
        logic: "or",
        negate: false,
        items: [
          { column: "a", negate: false, op: "eq", value: "1" },
          {
            logic: "and",
            negate: false,
            items: [
              { column: "b", negate: false, op: "ilike", value: "%x%" },
              { column: "c", negate: true, op: "is", value: "null" },
            ],
          },
          { column: "d", negate: false, op: "eq", value: "p,q" },
        ],
      },
    ]);
    expect(parseApiQuery("not.and=(a.eq.1)").filters[0]).toMatchObject({ logic: "and", negate: true });
    expect(failure(() => parseApiQuery("or=a.eq.1")).code).toBe("PGRST100");
    expect(failure(() => parseApiQuery("or=(a.zz.1)")).code).toBe("PGRST100");
  });
});

describe("parsePrefer", () => {
  it("reads return and count, ignoring what it does not know", () => {
    expect(parsePrefer(undefined)).toEqual({ return: null, count: null });
    expect(parsePrefer("return=representation")).toEqual({ return: "representation", count: null });
    expect(parsePrefer("count=exact, return=minimal, missing=default")).toEqual({ return: "minimal", count: "exact" });
    expect(parsePrefer("return=everything")).toEqual({ return: null, count: null });
  });
});

describe("parseAccept", () => {
  it("answers arrays by default and one object for PostgREST's object type", () => {
    expect(parseAccept(undefined)).toBe("array");
    expect(parseAccept("*/*")).toBe("array");
    expect(parseAccept("application/json")).toBe("array");
    expect(parseAccept("application/vnd.pgrst.object+json")).toBe("object");
    expect(parseAccept("application/vnd.pgrst.object+json;nulls=stripped")).toBe("object");
    expect(parseAccept("text/html, application/json;q=0.9")).toBe("array");
  });

  it("refuses a type it cannot produce with 406 PGRST107", () => {
    const error = failure(() => parseAccept("text/csv"));
    expect(error.status).toBe(406);
    expect(error.code).toBe("PGRST107");
  });
});
