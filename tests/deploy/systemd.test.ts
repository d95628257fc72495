/** docs/deploy/kosmos.service is a unit systemd accepts, with the hardening docs/deploy.md promises. */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ANALYZE = "/usr/bin/systemd-analyze";

describe("the systemd unit", () => {
  it("passes systemd-analyze verify and runs hardened, as its own user, restarting on failure", async () => {
    expect(existsSync(ANALYZE), "systemd-analyze (Debian's systemd package)").toBe(true);
    const { stderr } = await promisify(execFile)(ANALYZE, ["verify", "docs/deploy/kosmos.service"]);
    expect(stderr.trim()).toBe("");
    const unit = await readFile("docs/deploy/kosmos.service", "utf8");
    for (const line of [
      "User=kosmos",
      "ProtectSystem=strict",
      "NoNewPrivileges=yes",
      "Restart=on-failure",
      "ReadWritePaths=/srv/kosmos/data",
    ]) {
      expect(unit).toContain(line);
    }
  });
});
