import { describe, expect, it } from "vitest";
import { describeRun } from "./BackupsPanel";

describe("a backup run in words", () => {
  const base = {
    scheduled_for: "2026-11-25T03:15:00Z",
    finished_at: "2026-11-25T03:15:03Z",
    size_bytes: null,
    duration_ms: null,
    error: null,
  };
  it("says the size and time of a success, the reason of a failure, and a run in progress", () => {
    expect(describeRun({ ...base, outcome: "succeeded", size_bytes: 21_000_000, duration_ms: 3_300 })).toBe(
      "Succeeded: 20.0 MB in 3.3 s.",
    );
    expect(
      describeRun({
        ...base,
        outcome: "failed",
        duration_ms: 1_200,
        error: "BACKUP_COMMAND exited with 3: the bucket is gone",
      }),
    ).toBe("Failed after 1.2 s: BACKUP_COMMAND exited with 3: the bucket is gone");
    expect(describeRun({ ...base, finished_at: null, outcome: null })).toBe("Running…");
  });
});
