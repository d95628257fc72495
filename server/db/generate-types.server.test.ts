/**
 * The database's types are generated from the migrations and committed
 * (shared/database.types.ts). A migration changed without `npm run gen:types` fails here.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openDatabase, migrate } from "./index.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { generateTypes, TYPES_FILE } from "./generate-types.ts";

describe("the database's generated types", () => {
  it("are what the migrations make: run `npm run gen:types` after changing a migration", async () => {
    const database = await databases.find((d) => d.name === "pglite")!.create();
    const db = await openDatabase(database.config, { command: "test" });
    try {
      await migrate(db, { seedFile: null });
      const generated = await db.asOwner((tx) => generateTypes(tx));
      expect(
        generated === readFileSync(TYPES_FILE, "utf8"),
        "shared/database.types.ts is out of date: run `npm run gen:types`",
      ).toBe(true);
      // What the API exposes, and nothing it does not.
      expect(generated).toContain("      contact_submissions: {");
      expect(generated).toContain("      search_inbox: {");
      expect(generated).not.toContain("audit(");
    } finally {
      await db.close();
      await database.destroy();
    }
  }, 60_000);
});
