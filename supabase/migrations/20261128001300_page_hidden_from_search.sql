-- A page can be hidden from search engines (Page titles and descriptions: "Hide from search engines"):
-- its head then says noindex and the sitemap leaves it out, so a publish of it renders the sitemap too.
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('page-meta', 'editor', 'title', true, '[{"name":"title","label":"Title","kind":"text","required":true,"max":120},{"name":"description","label":"Description","kind":"text","required":true,"max":300},{"name":"hidden","label":"Hide from search engines","kind":"flag","required":false,"max":5}]'::jsonb, array['{route}', '/sitemap.xml']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;
