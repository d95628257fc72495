import { describe, expect, it } from "vitest";
import { createQueryClient, retryDelay } from "./query";

describe("the shared query client", () => {
  it("retries 3 times and keeps unused entries 5 minutes (spec §9)", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(3);
    expect(queries?.gcTime).toBe(300_000);
  });

  it("waits 1 s before the first retry, doubling, never more than 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
