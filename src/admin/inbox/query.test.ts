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
  neq(c: string, v: string) {
    this.calls.push(`${c}=neq.${v}`);
    return this;
  }
  is(c: string, v: null) {
    this.calls.push(`${c}=is.${String(v)}`);
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

const ME = "7d0c3f7e-1b2a-4c5d-8e9f-0a1b2c3d4e5f";

describe("inbox filters to query", () => {
  it("adds nothing for the defaults", () => {
    expect(applyFilters(new Recorder(), EMPTY_FILTERS, ME).calls).toEqual([]);
  });

  it("filters by kind, status and a whole-day date range in local time", () => {
    const calls = applyFilters(
      new Recorder(),
      {
        ...EMPTY_FILTERS,
        kind: "job_applications",
        status: "new",
        from: "2026-03-01",
        to: "2026-03-31",
      },
      ME,
    ).calls;
    expect(calls).toEqual([
      "kind=eq.job_applications",
      "status=eq.new",
      `created_at=gte.${new Date(2026, 2, 1).toISOString()}`,
      `created_at=lt.${new Date(2026, 3, 1).toISOString()}`,
    ]);
  });

  it("finds the signed-in person's items, or nobody's (newsletter sign-ups are never anyone's)", () => {
    expect(applyFilters(new Recorder(), { ...EMPTY_FILTERS, owner: "mine" }, ME).calls).toEqual([`owner_id=eq.${ME}`]);
    expect(applyFilters(new Recorder(), { ...EMPTY_FILTERS, stage: "interview" }, ME).calls).toEqual([
      "stage=eq.interview",
    ]);
    expect(applyFilters(new Recorder(), { ...EMPTY_FILTERS, owner: "unassigned" }, ME).calls).toEqual([
      "owner_id=is.null",
      "kind=neq.newsletter_subscribers",
    ]);
  });

  it("searches names, emails and text, with the term kept as text whatever it holds", () => {
    const [or] = applyFilters(new Recorder(), { ...EMPTY_FILTERS, search: '  50%_off, (a"b) ' }, ME).calls;
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
    expect(
      filtersFromSearch(
        "owner=mine&kind=job_applications&status=spam&stage=interview&from=2026-01-02&to=nope&q=ada&page=2",
      ),
    ).toEqual({
      owner: "mine",
      kind: "job_applications",
      status: "spam",
      stage: "interview",
      from: "2026-01-02",
      to: "",
      search: "ada",
      page: 2,
    });
    expect(filtersFromSearch("owner=theirs&kind=auth.users&status=x&stage=DROP%20TABLE&page=-1")).toEqual(
      EMPTY_FILTERS,
    );
  });
});
