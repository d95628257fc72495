-- The Labs page's figures and academic partners and the Institute's ways to partner are content
-- (issue 37): a 'figure' type (a value and its words, in a section), a 'partnering-option' type
-- (title, text, the link's words and the mail's subject), and the partners shown among the
-- research institutions are the Labs' academic partners too (the partner type's routes gain
-- /kosmos-labs). Printed by `npm run gen:content-types -- --type partner --seed figure --seed partnering-option`.
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('partner', 'editor', 'name', false, '[{"name":"name","label":"Name","kind":"text","required":true,"max":120},{"name":"group","label":"Shown among","kind":"choice","required":true,"max":20,"options":["research","business"]},{"name":"url","label":"Website","kind":"url","required":true,"max":2048},{"name":"monogram","label":"Logo letters","kind":"text","required":true,"max":4},{"name":"description","label":"Description","kind":"longText","required":true,"max":600}]'::jsonb, array['/partnerships', '/kosmos-labs']::text[]),
  ('figure', 'editor', 'label', false, '[{"name":"section","label":"Shown in","kind":"choice","required":true,"max":40,"options":["labs-performance"]},{"name":"value","label":"Figure","kind":"text","required":true,"max":24},{"name":"label","label":"Label","kind":"text","required":true,"max":120}]'::jsonb, array['/kosmos-labs']::text[]),
  ('partnering-option', 'editor', 'title', false, '[{"name":"title","label":"Title","kind":"text","required":true,"max":80},{"name":"text","label":"Text","kind":"longText","required":true,"max":400},{"name":"linkLabel","label":"Link''s words","kind":"text","required":true,"max":80},{"name":"subject","label":"Mail subject","kind":"text","required":true,"max":120}]'::jsonb, array['/kosmos-institute']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

insert into public.content_items (type, slug, sort_order, data) values
  ('figure', 'labs-performance-of-agents-in-a-single-simulation', 1, '{"section":"labs-performance","value":"Millions","label":"of agents in a single simulation"}'::jsonb),
  ('figure', 'labs-performance-of-scenario-paths-in-one-run', 2, '{"section":"labs-performance","value":"Thousands","label":"of scenario paths in one run"}'::jsonb),
  ('figure', 'labs-performance-reproducible-from-its-data-parameters-and-seed', 3, '{"section":"labs-performance","value":"Every run","label":"reproducible from its data, parameters and seed"}'::jsonb)
on conflict (type, slug) do nothing;

insert into public.content_items (type, slug, sort_order, data) values
  ('partnering-option', 'research-collaboration', 1, '{"title":"Research collaboration","text":"Co-supervise fellows, share data or propose a joint project.","linkLabel":"Propose a research collaboration","subject":"Research collaboration"}'::jsonb),
  ('partnering-option', 'education-and-training', 2, '{"title":"Education and training","text":"Host a course, contribute teaching material or send participants to our summer school.","linkLabel":"Discuss an education partnership","subject":"Education partnership"}'::jsonb),
  ('partnering-option', 'funding-and-support', 3, '{"title":"Funding and support","text":"Fund a fellowship, a programme or the Institute''s open tools.","linkLabel":"Talk to us about funding","subject":"Funding and support"}'::jsonb)
on conflict (type, slug) do nothing;
