import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const own = (path: string) => fileURLToPath(new URL(path, import.meta.url));

describe("the server's own code, as npm start runs it", () => {
  it("loads in Node as it is, without tsx: each import of ours names its .ts file", () => {
    const modules = [
      // The whole server (server/main.ts starts what these make).
      own("./app.ts"),
      own("./config.ts"),
      // What the render thread and the picture process load of ours.
      own("../integrations/first-response.ts"),
      own("./site/files.ts"),
      own("./media/image-variants.ts"),
    ];
    const loaded = spawnSync(
      process.execPath,
      ["--input-type=module", "-e", modules.map((m) => `await import(${JSON.stringify(m)});`).join("")],
      { encoding: "utf8" },
    );
    expect(loaded.stderr.split("\n").filter((line) => /Error/.test(line))).toEqual([]);
    expect(loaded.status).toBe(0);
  });
});
