-- Issue 37: the site settings the footer of every page shows (its tagline and copyright line)
-- are content, edited by admins.
-- The declarations (printed by `npm run gen:content-types -- --seed site-settings`), then the seed.

insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('site-settings', 'admin', 'tagline', true, '[{"name":"tagline","label":"Footer tagline","kind":"text","required":true,"max":160},{"name":"copyright","label":"Copyright line","kind":"text","required":true,"max":160}]'::jsonb, array['*']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

insert into public.content_items (type, slug, sort_order, data) values
  ('site-settings', 'site', 1, '{"tagline":"AI-powered intelligence for modern finance.","copyright":"© 2025 Kosmos Intelligence Limited. All rights reserved."}'::jsonb)
on conflict (type, slug) do nothing;
