import { describe, expect, it } from "vitest";
import { applyFilters, EMPTY_FILTERS, filtersFromSearch, pageRange, searchPattern, type FilterTarget } from "./query";

/** Records the calls supabase-js would turn into query parameters. */
class Recorder implements FilterTarget<Recorder> {
  calls: string[] = [];
  eq(c: string, v: string) {
    this.calls.push(`${c}=eq.${v}`);
    return this;
  }
  gte(c: string, v: string) {
    this.calls.push(`${c}=gte.${v}`);
    return this;
  }
  lt(c: string, v: string) {
    this.calls.push(`${c}=lt.${v}`);
    return this;
  }
  or(f: string) {
    this.calls.push(`or=(${f})`);
    return this;
  }
}

describe("inbox filters to query", () => {
  it("adds nothing for the defaults", () => {
    expect(applyFilters(new Recorder(), EMPTY_FILTERS).calls).toEqual([]);
  });

  it("filters by kind, status and a whole-day date range in local time", () => {
    const calls = applyFilters(new Recorder(), {
      ...EMPTY_FILTERS,
      kind: "job_applications",
      status: "new",
      from: "2026-03-01",
      to: "2026-03-31",
    }).calls;
    expect(calls).toEqual([
      "kind=eq.job_applications",
      "status=eq.new",
      `created_at=gte.${new Date(2026, 2, 1).toISOString()}`,
      `created_at=lt.${new Date(2026, 3, 1).toISOString()}`,
    ]);
  });

  it("searches names, emails and text, with the term kept as text whatever it holds", () => {
    const [or] = applyFilters(new Recorder(), { ...EMPTY_FILTERS, search: '  50%_off, (a"b) ' }).calls;
    expect(or).toBe(
      "or=(" +
        ["name", "email", "organisation", "subject", "summary"]
          .map((c) => `${c}.ilike."%50\\\\%\\\\_off, (a\\"b)%"`)
          .join(",") +
        ")",
    );
    expect(searchPattern("ada")).toBe('"%ada%"');
  });

  it("pages 25 rows at a time and reads filters back from the hash", () => {
    expect(pageRange(0)).toEqual([0, 24]);
    expect(pageRange(3)).toEqual([75, 99]);
    expect(filtersFromSearch("kind=job_applications&status=spam&from=2026-01-02&to=nope&q=ada&page=2")).toEqual({
      kind: "job_applications",
      status: "spam",
      from: "2026-01-02",
      to: "",
      search: "ada",
      page: 2,
    });
    expect(filtersFromSearch("kind=auth.users&status=x&page=-1")).toEqual(EMPTY_FILTERS);
  });
});
