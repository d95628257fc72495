import { parseArgs } from "node:util";
import { CONTENT_TYPES, isContentType } from "../shared/content-types";
import { seedContent } from "../src/content/seed";
import { LINKABLE_PATHS } from "../src/config/pages";
import { contentTypesSql, seedSql, siteRoutesSql } from "./content/content-types-sql";

// Prints the SQL that makes private.content_types match shared/content-types/, for a new
// migration when a declaration is added or changed (server/content/content-items.server.test.ts
// fails until the database holds it): `--type T` for each type that changed (every type when
// none is named), `--seed T` for a new type, which also prints its seed (src/content/seed.ts);
// `--routes` alone prints the pages a link may lead to, when the route table changed.
const { values } = parseArgs({
  options: {
    type: { type: "string", multiple: true },
    seed: { type: "string", multiple: true },
    routes: { type: "boolean" },
  },
});
if (values.routes) {
  process.stdout.write(siteRoutesSql(LINKABLE_PATHS) + "\n");
  process.exit(0);
}
const named = [...(values.type ?? []), ...(values.seed ?? [])];
const unknown = named.filter((type) => !isContentType(type));
if (unknown.length) {
  console.error(`No such content type: ${unknown.join(", ")} (shared/content-types/ declares them)`);
  process.exit(2);
}
const types = named.length ? CONTENT_TYPES.filter((t) => named.includes(t.type)) : CONTENT_TYPES;
process.stdout.write(contentTypesSql(types) + "\n");
for (const type of values.seed ?? []) {
  if (!isContentType(type)) continue;
  process.stdout.write("\n" + seedSql(type, seedContent[type]) + "\n");
}
