import { parseArgs } from "node:util";
import { isContentType } from "../shared/content-types";
import { seedContent } from "../src/content/seed";
import { contentTypesSql, seedSql } from "./content/content-types-sql";

// Prints the SQL that makes private.content_types match shared/content-types.ts: put it in a new
// migration when a declaration changes (server/content/content-items.server.test.ts says when).
// With --seed TYPE, also the seed of a new type: today's content (src/content/site-content.ts).
const { values } = parseArgs({ options: { seed: { type: "string", multiple: true } } });
process.stdout.write(contentTypesSql() + "\n");
for (const type of values.seed ?? []) {
  if (!isContentType(type)) throw new Error(`No content type ${type}`);
  process.stdout.write("\n" + seedSql(type, seedContent[type]) + "\n");
}
