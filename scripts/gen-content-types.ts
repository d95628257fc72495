import { contentTypesSql } from "./content/content-types-sql";

// Prints the SQL that makes private.content_types match shared/content-types.ts: put it in a new
// migration when a declaration changes (the content-types test says when).
process.stdout.write(contentTypesSql() + "\n");
