-- The Institute's page gains a timeline, "From Question to Public Good": how a piece of its work
-- runs, its four programmes in the order a question passes through them. A section and four steps;
-- the step type's "Shown in" choices gain the section. Type row printed by
-- `npm run gen:content-types -- --type step`; the new items appended after those already there, so
-- an install's own order stays.
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('step', 'editor', 'title', false, '[{"name":"section","label":"Shown in","kind":"choice","required":true,"max":40,"options":["technology-pipeline","labs-innovation","institute-principles","institute-journey"]},{"name":"title","label":"Title","kind":"text","required":true,"max":80},{"name":"text","label":"Text","kind":"longText","required":true,"max":400}]'::jsonb, array['{section}']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

insert into public.content_items (type, slug, sort_order, data)
select 'section', v.slug, (select coalesce(max(sort_order), 0) from public.content_items where type = 'section') + v.n, v.data
  from (values
    (1, 'institute-journey', '{"title":"From Question to Public Good","intro":"How a piece of the Institute''s work runs, from the question that starts it to the tools that outlive it."}'::jsonb)
  ) as v(n, slug, data)
on conflict (type, slug) do nothing;

insert into public.content_items (type, slug, sort_order, data)
select 'step', v.slug, (select coalesce(max(sort_order), 0) from public.content_items where type = 'step') + v.n, v.data
  from (values
    (1, 'institute-journey-a-public-question', '{"section":"institute-journey","title":"A Public Question","text":"Regulators, central banks and public bodies bring the questions that matter for financial stability to our round tables."}'::jsonb),
    (2, 'institute-journey-open-research', '{"section":"institute-journey","title":"Open Research","text":"Fellows and grant holders study them with the methods of complexity science, sharing data and code as they go."}'::jsonb),
    (3, 'institute-journey-peer-review', '{"section":"institute-journey","title":"Peer Review","text":"Results are reviewed by independent researchers and published with their methods, so that others can check them."}'::jsonb),
    (4, 'institute-journey-tools-and-teaching', '{"section":"institute-journey","title":"Tools and Teaching","text":"What stands up becomes open tools and course material for the next generation of researchers and policymakers."}'::jsonb)
  ) as v(n, slug, data)
on conflict (type, slug) do nothing;
