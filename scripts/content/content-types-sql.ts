import { CONTENT_TYPES, type ContentTypeDecl } from "../../shared/content-types";

/**
 * The database's copy of shared/content-types.ts: one row of private.content_types a type (the
 * role that edits it, its fields' rules, its routes), as SQL for a migration. Printed by
 * `npm run gen:content-types`; server/content/content-types.server.test.ts fails while the
 * migrations' rows differ from the declarations.
 */
export function contentTypesSql(types: readonly ContentTypeDecl[] = CONTENT_TYPES): string {
  const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const rows = types.map((t) => {
    const fields = t.fields.map(({ name, label, kind, required, max }) => ({ name, label, kind, required, max }));
    const routes = `array[${t.routes.map(literal).join(", ")}]::text[]`;
    return `  (${literal(t.type)}, ${literal(t.role)}, ${literal(t.titleField)}, ${literal(JSON.stringify(fields))}::jsonb, ${routes})`;
  });
  return [
    "insert into private.content_types (type, role, title_field, fields, routes) values",
    rows.join(",\n"),
    "on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fields = excluded.fields, routes = excluded.routes;",
  ].join("\n");
}
