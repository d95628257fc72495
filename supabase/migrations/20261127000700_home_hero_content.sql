-- Issue 37: the home page's hero is content, edited by the editor role (one fixed item).
-- The declarations (printed by `npm run gen:content-types -- --seed home-hero`), then the seed.

insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('home-hero', 'editor', 'title', true, '[{"name":"subtitle","label":"Eyebrow","kind":"text","required":true,"max":120},{"name":"title","label":"Title","kind":"text","required":true,"max":120},{"name":"tagline","label":"Lead","kind":"text","required":true,"max":300},{"name":"primaryLabel","label":"First button","kind":"text","required":true,"max":40},{"name":"primaryLink","label":"First button''s link","kind":"url","required":true,"max":2048},{"name":"secondaryLabel","label":"Second button","kind":"text","required":true,"max":40},{"name":"secondaryLink","label":"Second button''s link","kind":"url","required":true,"max":2048}]'::jsonb, array['/', '/home']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

insert into public.content_items (type, slug, sort_order, data) values
  ('home-hero', 'home', 1, '{"subtitle":"MODELLING-FIRST APPROACH FOR FINANCIAL INTELLIGENCE","title":"The Intelligence Engine for Modern Finance","tagline":"When other tools search for correlations in historical data, we model for the future","primaryLabel":"Explore Platform","primaryLink":"/platform","secondaryLabel":"Request a Demo","secondaryLink":"/contact"}'::jsonb)
on conflict (type, slug) do nothing;
