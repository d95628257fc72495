import { describe, expect, it, vi } from "vitest";
import { createStaffQueryClient, watchRefusals } from "./query-client";
import { changedRows, DataError, fromDatabase } from "./request";

const refusedAnswer = (status: number) =>
  Promise.resolve({ data: null, error: { message: "JWT expired", code: "PGRST301" }, status });

describe("the back office's one door to the database", () => {
  it("asks whether the session stands after any refused read or write (401, 403), and only then", async () => {
    const client = createStaffQueryClient();
    const onRefused = vi.fn();
    const stop = watchRefusals(client, onRefused);
    await expect(
      client.fetchQuery({ queryKey: ["a"], queryFn: () => fromDatabase(refusedAnswer(401)) }),
    ).rejects.toThrow("JWT expired");
    expect(onRefused).toHaveBeenCalledTimes(1);
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => fromDatabase(refusedAnswer(403)) })
        .execute(undefined),
    ).rejects.toBeInstanceOf(DataError);
    expect(onRefused).toHaveBeenCalledTimes(2);
    await expect(
      client.fetchQuery({ queryKey: ["b"], queryFn: () => fromDatabase(refusedAnswer(500)) }),
    ).rejects.toThrow();
    await expect(
      client.fetchQuery({ queryKey: ["c"], queryFn: () => Promise.reject(new TypeError("Failed to fetch")) }),
    ).rejects.toThrow();
    expect(onRefused).toHaveBeenCalledTimes(2);
    stop();
    await expect(
      client.fetchQuery({ queryKey: ["d"], queryFn: () => fromDatabase(refusedAnswer(401)) }),
    ).rejects.toThrow();
    expect(onRefused).toHaveBeenCalledTimes(2);
  });

  it("a write that changed no row is an error in words, never a silent success", async () => {
    await expect(changedRows(Promise.resolve({ data: [], error: null, status: 200 }))).rejects.toThrow(
      "Nothing was changed: the item no longer exists, or your session may not change it.",
    );
    await expect(
      changedRows(Promise.resolve({ data: [{ id: "x" }], error: null, status: 200 })),
    ).resolves.toBeUndefined();
  });
});
