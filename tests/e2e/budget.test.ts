import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pages } from "~/config/pages";
import { htmlFileFor, initialScripts } from "../../scripts/initial-scripts";

// The JavaScript budget (DESIGN §7) is measured by `npm run bench`; this suite holds the
// rule that does not depend on timing: data libraries load only where data is used.
const clientDir = join(process.env.SITE_BUILD_DIR ?? "build", "client");
// The home page reads its featured resources only when 'Latest Insights' nears the screen.
const DATA_ROUTES = new Set(["/resources", "/resources/documentation"]);

const initialCode = (path: string) =>
  initialScripts(clientDir, readFileSync(htmlFileFor(clientDir, path), "utf8"))
    .map((src) => readFileSync(join(clientDir, src), "utf8"))
    .join("\n");

describe("what each prerendered route loads before it is interactive", () => {
  it.each(pages.map((p) => p.path))("%s never loads supabase-js up front", (path) => {
    expect(initialCode(path)).not.toContain("supabase-js");
  });

  it.each(pages.map((p) => p.path))("%s fetches no script before its first paint (decision 006)", (path) => {
    const html = readFileSync(htmlFileFor(clientDir, path), "utf8");
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).not.toMatch(/<script[^>]+\bsrc=/);
    // ...yet it still knows what to load once it has painted.
    expect(initialCode(path)).toContain("hydrateRoot");
  });

  it.each(pages.filter((p) => !DATA_ROUTES.has(p.path)).map((p) => p.path))(
    "%s reads no data, so it loads no TanStack Query",
    (path) => {
      expect(initialCode(path)).not.toContain("No QueryClient set");
    },
  );
});
