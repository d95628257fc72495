import { describe, expect, it } from "vitest";
import { parseRoute, routeHash } from "./routes";

const id = "0b6f2a36-5d1e-4d55-9c1b-7a8f3f0e9d21";

describe("hash routes", () => {
  it("reads the deep links the mail notices send and the area's pages", () => {
    expect(parseRoute(`#/inbox/job_applications/${id}`)).toEqual({ name: "item", kind: "job_applications", id });
    expect(parseRoute("")).toEqual({ name: "inbox", search: "" });
    expect(parseRoute("#/inbox?kind=job_applications&page=2")).toEqual({
      name: "inbox",
      search: "kind=job_applications&page=2",
    });
    expect(parseRoute("#/content/resources")).toEqual({ name: "resources" });
    expect(parseRoute("#/content/documentation/")).toEqual({ name: "documentation" });
    expect(parseRoute("#/audit")).toEqual({ name: "audit" });
    expect(parseRoute("#/notices")).toEqual({ name: "notices" });
  });

  it("refuses unknown tables and ids that are not UUIDs", () => {
    expect(parseRoute(`#/inbox/auth_users/${id}`).name).toBe("not-found");
    expect(parseRoute("#/inbox/job_applications/1 or 1=1").name).toBe("not-found");
    expect(parseRoute("#/settings").name).toBe("not-found");
  });

  it("writes back what it reads", () => {
    for (const hash of [
      `#/inbox/research_partnerships/${id}`,
      "#/inbox",
      "#/inbox?q=x",
      "#/content/resources",
      "#/audit",
    ]) {
      expect(routeHash(parseRoute(hash))).toBe(hash);
    }
  });
});
