import { CONTENT_TYPES, type ContentTypeDecl } from "../../shared/content-types";

/**
 * The database's copy of shared/content-types/: one row of private.content_types a type (the
 * role that edits it, its fields' rules, its routes), as SQL for a migration. Printed by
 * `npm run gen:content-types`; server/content/content-types.server.test.ts fails while the
 * migrations' rows differ from the declarations.
 */
export function contentTypesSql(types: readonly ContentTypeDecl[] = CONTENT_TYPES): string {
  const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const rows = types.map((t) => {
    const fields = t.fields.map(({ name, label, kind, required, max, options, claim }) => ({
      name,
      label,
      kind,
      required,
      max,
      ...(options ? { options: options.map((o) => o.value) } : {}),
      ...(claim ? { claim } : {}),
    }));
    const routes = `array[${t.routes.map(literal).join(", ")}]::text[]`;
    return `  (${literal(t.type)}, ${literal(t.role)}, ${literal(t.titleField)}, ${t.fixed ? "true" : "false"}, ${literal(JSON.stringify(fields))}::jsonb, ${routes})`;
  });
  return [
    "insert into private.content_types (type, role, title_field, fixed, fields, routes) values",
    rows.join(",\n"),
    "on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;",
  ].join("\n");
}

/** The seed of a type (its items as src/content/site-content.ts has them), as SQL for the migration that adds the type. */
export function seedSql(type: string, entries: readonly { slug: string; data: unknown }[]): string {
  const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const rows = entries.map(
    (entry, index) =>
      `  (${literal(type)}, ${literal(entry.slug)}, ${index + 1}, ${literal(JSON.stringify(entry.data))}::jsonb)`,
  );
  return [
    "insert into public.content_items (type, slug, sort_order, data) values",
    rows.join(",\n"),
    "on conflict (type, slug) do nothing;",
  ].join("\n");
}

/** The pages a link in the content may lead to (src/config/pages.ts LINKABLE_PATHS), exactly: for a migration when the route table changes. */
export function siteRoutesSql(paths: readonly string[]): string {
  const values = paths.map((path) => `('${path.replaceAll("'", "''")}')`).join(", ");
  return [
    `insert into private.site_routes (path) values ${values} on conflict (path) do nothing;`,
    `delete from private.site_routes where path <> all (array[${paths.map((p) => `'${p.replaceAll("'", "''")}'`).join(", ")}]);`,
  ].join("\n");
}
