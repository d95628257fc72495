-- The company's name and legal name are site settings (issue 37): the link previews' site name,
-- the search engines' Organization, an article's author, each job posting's hiring company and
-- the signature of the mails to visitors read them. The home page's testimonial names the
-- organisation that gave it and links to its site (its logo is the site's file until the media
-- library). Printed by `npm run gen:content-types -- --type site-settings --type testimonial`.
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('testimonial', 'editor', 'attribution', true, '[{"name":"highlightFigure","label":"Highlighted figure","kind":"text","required":true,"max":12},{"name":"highlightText","label":"What the figure says","kind":"text","required":true,"max":200},{"name":"quote","label":"Testimonial","kind":"longText","required":true,"max":600},{"name":"attribution","label":"Who said it","kind":"text","required":true,"max":120},{"name":"partnerName","label":"Their organisation","kind":"text","required":true,"max":120},{"name":"partnerLink","label":"Their website","kind":"url","required":true,"max":2048}]'::jsonb, array['/', '/home']::text[]),
  ('site-settings', 'admin', 'tagline', true, '[{"name":"tagline","label":"Footer tagline","kind":"text","required":true,"max":160},{"name":"companyName","label":"Company name","kind":"text","required":true,"max":120},{"name":"legalName","label":"Legal name","kind":"text","required":true,"max":160},{"name":"copyright","label":"Copyright line","kind":"text","required":true,"max":160},{"name":"contactEmail","label":"General contact address","kind":"email","required":true,"max":254},{"name":"supportEmail","label":"Technical support address","kind":"email","required":true,"max":254},{"name":"careersEmail","label":"Careers address","kind":"email","required":true,"max":254},{"name":"partnershipsEmail","label":"Partnerships address","kind":"email","required":true,"max":254},{"name":"instituteEmail","label":"Institute address","kind":"email","required":true,"max":254},{"name":"officeAddress","label":"Office address","kind":"longText","required":true,"max":300},{"name":"mapLink","label":"Map address","kind":"url","required":true,"max":2048},{"name":"mapTitle","label":"Map description","kind":"text","required":true,"max":160}]'::jsonb, array['*']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

-- An existing install's items gain the new fields with today's values; what staff set stays.
update public.content_items
   set data = '{"companyName": "Kosmos Intelligence", "legalName": "Kosmos Intelligence Limited"}'::jsonb || data
 where type = 'site-settings' and slug = 'site';
update public.content_items
   set data = '{"partnerName": "Northbridge Capital", "partnerLink": "https://partner.example.com"}'::jsonb || data
 where type = 'testimonial' and slug = 'home';
