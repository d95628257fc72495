-- The site settings also hold the company's public addresses, its office and its map (issue 37):
-- the pages that show them, the search engines' data and the acknowledgements the server mails
-- read them from here, so an admin changes them without a developer.
-- Printed by `npm run gen:content-types -- --type site-settings`:
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('site-settings', 'admin', 'tagline', true, '[{"name":"tagline","label":"Footer tagline","kind":"text","required":true,"max":160},{"name":"copyright","label":"Copyright line","kind":"text","required":true,"max":160},{"name":"contactEmail","label":"General contact address","kind":"email","required":true,"max":254},{"name":"supportEmail","label":"Technical support address","kind":"email","required":true,"max":254},{"name":"careersEmail","label":"Careers address","kind":"email","required":true,"max":254},{"name":"partnershipsEmail","label":"Partnerships address","kind":"email","required":true,"max":254},{"name":"instituteEmail","label":"Institute address","kind":"email","required":true,"max":254},{"name":"officeAddress","label":"Office address","kind":"longText","required":true,"max":300},{"name":"mapLink","label":"Map address","kind":"url","required":true,"max":2048},{"name":"mapTitle","label":"Map description","kind":"text","required":true,"max":160}]'::jsonb, array['*']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

-- The settings of an existing install gain the new fields with today's values; what an admin set stays.
update public.content_items
   set data = '{"contactEmail": "hello@kosmos.example", "supportEmail": "support@kosmos.example", "careersEmail": "careers@kosmos.example", "partnershipsEmail": "partnerships@kosmos.example", "instituteEmail": "institute@kosmos.example", "officeAddress": "Kosmos Intelligence Limited\n1 Finsbury Avenue\nLondon EC2M 2PF\nUnited Kingdom", "mapLink": "https://www.openstreetmap.org/export/embed.html?bbox=-0.0870%2C51.5175%2C-0.0800%2C51.5210&layer=mapnik&marker=51.5192%2C-0.0835", "mapTitle": "Map showing the Kosmos office at 1 Finsbury Avenue, London"}'::jsonb || data
 where type = 'site-settings' and slug = 'site';
