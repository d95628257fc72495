-- Issue 37: the partners (research institutions and business partners) and the partnership
-- figures are content, edited by the editor role.
-- The declarations (printed by `npm run gen:content-types -- --seed partner --seed partner-stat`), then the seeds.

insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('partner', 'editor', 'name', false, '[{"name":"name","label":"Name","kind":"text","required":true,"max":120},{"name":"group","label":"Shown among","kind":"choice","required":true,"max":20,"options":["research","business"]},{"name":"url","label":"Website","kind":"url","required":true,"max":2048},{"name":"monogram","label":"Logo letters","kind":"text","required":true,"max":4},{"name":"description","label":"Description","kind":"longText","required":true,"max":600}]'::jsonb, array['/partnerships']::text[]),
  ('partner-stat', 'editor', 'label', true, '[{"name":"value","label":"Figure","kind":"text","required":true,"max":12},{"name":"label","label":"Label","kind":"text","required":true,"max":60}]'::jsonb, array['/partnerships']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

insert into public.content_items (type, slug, sort_order, data) values
  ('partner', 'northgate', 1, '{"name":"University of Northgate","group":"research","url":"https://www.northgate.ac.uk","monogram":"UN","description":"Joint research on agent-based models of interbank contagion and the validation of simulation results against historical crises."}'::jsonb),
  ('partner', 'thameside', 2, '{"name":"Thameside Institute of Technology","group":"research","url":"https://www.thameside.ac.uk","monogram":"TIT","description":"Collaboration on graph machine learning and explainable AI for systemic risk, including supervised doctoral research."}'::jsonb),
  ('partner', 'northbridge', 3, '{"name":"Northbridge Capital","group":"business","url":"https://partner.example.com","monogram":"NC","description":"A global investment bank that uses Kosmos to stress test its trading book against market and geopolitical scenarios, and helps shape our solution suite for finance."}'::jsonb),
  ('partner', 'meridian-graph', 4, '{"name":"Meridian Graph Systems","group":"business","url":"https://meridiangraph.example.com","monogram":"MG","description":"Our graph database technology partner: together we tune the storage and query layer behind the Kosmos Core Engine for networks of millions of exposures."}'::jsonb),
  ('partner', 'ashgrove', 5, '{"name":"Ashgrove Advisory","group":"business","url":"https://ashgrove.example.com","monogram":"AA","description":"A risk and regulatory consultancy that implements Kosmos for banks and insurers and integrates it with their existing risk frameworks."}'::jsonb)
on conflict (type, slug) do nothing;

insert into public.content_items (type, slug, sort_order, data) values
  ('partner-stat', 'active-partners', 1, '{"value":"5+","label":"Active partners"}'::jsonb),
  ('partner-stat', 'research-institutions', 2, '{"value":"2","label":"Research institutions"}'::jsonb),
  ('partner-stat', 'business-partners', 3, '{"value":"3","label":"Business partners"}'::jsonb)
on conflict (type, slug) do nothing;
