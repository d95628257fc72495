import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";

/**
 * Layers only point down (docs/architecture.md), enforced here with no-restricted-imports:
 * - pages (.astro) and views may import anything in src/;
 * - a feature never imports another feature;
 * - the back office (src/admin/) is an application of its own beside the site: it imports lib,
 *   components and shared/, never the site's features, content or views, and nothing of the site
 *   imports it (only its page, src/pages/admin.astro);
 * - lib and components never import features, content or views;
 * - content never imports features or views;
 * - the server never imports the site (src/); both may import shared/ (decision 025), which
 *   imports neither.
 * Inside src/, anything outside the importing file's own folder is imported through "~/", so
 * these rules see every crossing (relative imports may go up one level, within a feature).
 */
const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Tests in src/ may reach their helpers in tests/support/; production code may not (below).
const throughAlias = {
  regex: "^\\.\\./\\.\\./(?!(\\.\\./)*tests/support/)",
  message: "Import across src/ folders through ~/ so the layer rules can see it.",
};
const restrict = (...patterns) => ["error", { patterns }];
const noFeatures = {
  group: ["~/features/*", "~/features/**"],
  message: "lib and components must not import features (docs/architecture.md).",
};
const noContent = {
  group: ["~/content/*", "~/content/**"],
  message: "lib and components must not import content (docs/architecture.md).",
};
const noViews = { group: ["~/views/*", "~/views/**"], message: "Only pages compose views." };
const noAdmin = {
  group: ["~/admin", "~/admin/**"],
  message: "Only the back office's page (src/pages/admin.astro) imports the back office.",
};

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".build-*/", ".astro/", "node_modules/", "data/", "bench-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // No module imports itself through others: a newcomer can read any module's imports as a tree.
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": "error" },
  },
  {
    // Node runs the server as it is written (it strips the types, it resolves no extension), so
    // every import of ours names its file: `./config.ts`, `./db/index.ts`.
    files: ["server/**/*.ts", "shared/**/*.ts", "integrations/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration", "ImportExpression"].map((node) => ({
          selector: `${node}[source.value=/^\\.\\.?\\u002F(?!.*\\.(ts|mjs|js|json)$)/]`,
          message:
            "Name the imported file with its extension (./file.ts, ./folder/index.ts): Node runs the server as it is.",
        })),
      ],
    },
  },
  { files: ["src/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(throughAlias) } },
  {
    files: ["src/lib/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}", "src/config/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": restrict(throughAlias, noFeatures, noContent, noViews, noAdmin) },
  },
  {
    files: ["src/content/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict(
        throughAlias,
        { ...noFeatures, message: "content must not import features." },
        noViews,
        noAdmin,
      ),
    },
  },
  {
    files: ["src/admin/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict(
        throughAlias,
        {
          ...noFeatures,
          message: "The back office does not import the site's features: move what both need into lib or components.",
        },
        { ...noContent, message: "The back office does not import the site's content." },
        noViews,
      ),
    },
  },
  { files: ["src/views/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(throughAlias, noAdmin) } },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": restrict(
        throughAlias,
        {
          group: ["~/features/*", "~/features/**", `!~/features/${feature}`, `!~/features/${feature}/**`],
          message: `Features do not import each other (docs/architecture.md): move what ${feature} needs into lib or components.`,
        },
        noViews,
        noAdmin,
      ),
    },
  })),
  {
    // What the site and the server share (decision 025): it imports neither.
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict({
        group: ["~/*", "~/**", "**/src/*", "**/src/**", "**/server/*", "**/server/**"],
        message: "shared/ imports neither the site nor the server.",
      }),
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict({
        group: ["~/*", "~/**", "**/src/*", "**/src/**"],
        message: "The server never imports the site (docs/architecture.md).",
      }),
    },
  },
  {
    // Test helpers live with the tests (tests/support/), never among production modules.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/tests\\u002Fsupport/]",
          message: "Production code never imports test helpers (tests/support/).",
        },
      ],
    },
  },
  {
    // Test helpers live with the tests (tests/support/), never among production modules.
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: {
      "no-restricted-imports": restrict(
        {
          group: ["~/*", "~/**", "**/src/*", "**/src/**"],
          message: "The server never imports the site (docs/architecture.md).",
        },
        {
          group: ["**/tests/*", "**/tests/**"],
          message: "Production code never imports test helpers (tests/support/).",
        },
      ),
    },
  },
);
