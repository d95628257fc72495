import { getViteConfig } from "astro/config";

// Unit and in-process server tests, with the site's own Vite settings (the ~ alias, asset
// imports as Astro resolves them). The browser suite has its own config (vitest.e2e.config.ts).
export default getViteConfig({
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "shared/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
      "integrations/**/*.test.ts",
      "tests/contract/**/*.test.ts",
      "tests/deploy/**/*.test.ts",
      "tests/hosted/**/*.test.ts",
    ],
    environment: "node",
    // Two files at a time whatever the machine (Vitest's default is one fewer than its cores: one
    // on a two-core CI machine). A file spends about a third of its time waiting on servers it
    // started (PostgreSQL, SMTP, restic, Caddy), so a second one keeps the cores busy. Every file
    // makes its own folders, ports and databases, so two never share one.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
