-- Issue 37: the home page's success stories, its highlighted figure and its testimonial are
-- content, edited by the editor role.
-- The declarations (printed by `npm run gen:content-types -- --seed story --seed testimonial`), then the seeds.

insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('story', 'editor', 'title', false, '[{"name":"title","label":"Title","kind":"text","required":true,"max":120},{"name":"industry","label":"Industry","kind":"text","required":true,"max":60},{"name":"description","label":"Description","kind":"longText","required":true,"max":600},{"name":"icon","label":"Icon","kind":"choice","required":true,"max":20,"options":["network","badge-check","landmark","shield-alert","trending-up","globe"]},{"name":"link","label":"Link","kind":"url","required":true,"max":2048}]'::jsonb, array['/', '/home']::text[]),
  ('testimonial', 'editor', 'attribution', true, '[{"name":"highlightFigure","label":"Highlighted figure","kind":"text","required":true,"max":12},{"name":"highlightText","label":"What the figure says","kind":"text","required":true,"max":200},{"name":"quote","label":"Testimonial","kind":"longText","required":true,"max":600},{"name":"attribution","label":"Who said it","kind":"text","required":true,"max":120}]'::jsonb, array['/', '/home']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

insert into public.content_items (type, slug, sort_order, data) values
  ('story', 'systemic-risk-analysis', 1, '{"title":"Systemic Risk Analysis","industry":"Finance","description":"Modelling contagion across its counterparty network showed a global investment bank concentrations its limit framework had missed, and guided the hedges behind its 22% reduction in potential losses.","icon":"network","link":"/solutions/finance"}'::jsonb),
  ('story', 'regulatory-compliance', 2, '{"title":"Regulatory Compliance","industry":"Banking","description":"A retail and commercial bank replaced static stress templates with simulated scenarios its supervisor could follow from assumption to result.","icon":"badge-check","link":"/solutions/finance"}'::jsonb),
  ('story', 'policy-impact-assessment', 3, '{"title":"Policy Impact Assessment","industry":"Government","description":"A public authority tested proposed macroprudential measures on a digital twin of its banking sector before consulting on them.","icon":"landmark","link":"/solutions/finance"}'::jsonb)
on conflict (type, slug) do nothing;

insert into public.content_items (type, slug, sort_order, data) values
  ('testimonial', 'home', 1, '{"highlightFigure":"22%","highlightText":"A global investment bank reduced potential losses by 22% in market stress scenarios.","quote":"Kosmos changed the question we ask of our risk models. We no longer ask what happened last time; we ask what the system will do next, and we get answers our board can follow.","attribution":"Chief Risk Officer, Global Investment Bank"}'::jsonb)
on conflict (type, slug) do nothing;
