import { describe, expect, it } from "vitest";
import { toRestError } from "../rest/errors.ts";
import { DatabaseUnavailableError, isConnectionError, toDatabaseError } from "./errors.ts";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isConnectionError: the database is away, not the statement wrong", () => {
  it.each([
    ["ECONNREFUSED (the server is stopped)", withCode("ECONNREFUSED")],
    ["ECONNRESET", withCode("ECONNRESET")],
    ["57P01 admin shutdown (pg_ctl stop)", withCode("57P01", "terminating connection due to administrator command")],
    ["57P02 crash shutdown", withCode("57P02")],
    ["57P03 cannot connect now (starting up)", withCode("57P03", "the database system is starting up")],
    ["08006 connection failure", withCode("08006")],
    ["08001 cannot establish a connection", withCode("08001")],
    ["the driver's closed socket", new Error("Connection terminated unexpectedly")],
    ["the driver's connect timeout", new Error("timeout exceeded when trying to connect")],
    ["every address refused (localhost)", new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")])],
  ])("%s", (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
    expect(toDatabaseError(error)).toBeInstanceOf(DatabaseUnavailableError);
  });

  it.each([
    ["23505 unique violation", withCode("23505")],
    ["42501 permission denied", withCode("42501")],
    ["57014 query cancelled (a statement timeout)", withCode("57014")],
    ["a plain error", new Error("boom")],
    ["not an error", "ECONNREFUSED"],
  ])("not %s", (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
  });

  it("answers 503 with Retry-After in PostgREST's shape, for reads and writes alike", () => {
    for (const role of ["anon", "service_role"] as const) {
      const rest = toRestError(new DatabaseUnavailableError(withCode("ECONNREFUSED")), role);
      expect(rest.status).toBe(503);
      expect(rest.headers).toEqual({ "Retry-After": "1" });
      expect(Object.keys(rest.body).sort()).toEqual(["code", "details", "hint", "message"]);
      expect(rest.body.code).toBe("PGRST000");
    }
  });
});
