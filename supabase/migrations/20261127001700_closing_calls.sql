-- Each page's closing call is one item with its buttons (issue 37: the buttons' labels and links
-- were the code's): a 'call' type, fixed, one item a page, edited by editors. Its title and text
-- were a section's ("…-closing"); they move here as they are now, edited or not, with the
-- buttons the pages showed, and the sections go. Printed by
-- `npm run gen:content-types -- --type call`, the move written by hand.
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('call', 'editor', 'title', true, '[{"name":"title","label":"Title","kind":"text","required":true,"max":120},{"name":"text","label":"Text","kind":"longText","required":true,"max":1200},{"name":"primaryLabel","label":"First button","kind":"text","required":true,"max":40},{"name":"primaryLink","label":"First button''s link","kind":"url","required":true,"max":2048},{"name":"secondaryLabel","label":"Second button","kind":"text","required":true,"max":40},{"name":"secondaryLink","label":"Second button''s link","kind":"url","required":true,"max":2048}]'::jsonb, array['{route}']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

insert into public.content_items (type, slug, sort_order, data)
select 'call', s.slug, b.n,
       jsonb_build_object('title', s.data ->> 'title', 'text', coalesce(s.data ->> 'intro', s.data ->> 'title')) || b.buttons
  from (values
    (1, 'home-closing', '{"primaryLabel":"Request a Demo","primaryLink":"/contact","secondaryLabel":"Explore Platform","secondaryLink":"/platform"}'::jsonb),
    (2, 'platform-closing', '{"primaryLabel":"Request a Demo","primaryLink":"/contact","secondaryLabel":"Explore the Technology","secondaryLink":"/technology"}'::jsonb),
    (3, 'core-engine-closing', '{"primaryLabel":"Request a Demo","primaryLink":"/contact","secondaryLabel":"Discover Studio","secondaryLink":"/platform/studio"}'::jsonb),
    (4, 'studio-closing', '{"primaryLabel":"Request a Demo","primaryLink":"/contact","secondaryLabel":"Explore Solutions","secondaryLink":"/solutions/finance"}'::jsonb),
    (5, 'finance-closing', '{"primaryLabel":"Request a Demo","primaryLink":"/contact","secondaryLabel":"Platform Overview","secondaryLink":"/platform"}'::jsonb),
    (6, 'technology-closing', '{"primaryLabel":"Visit Kosmos Labs","primaryLink":"/kosmos-labs","secondaryLabel":"Request a Demo","secondaryLink":"/contact"}'::jsonb),
    (7, 'labs-closing', '{"primaryLabel":"Apply for a Research Partnership","primaryLink":"/research-partnerships","secondaryLabel":"Join the Incubation Programme","secondaryLink":"/incubation-programme"}'::jsonb)
  ) as b(n, slug, buttons)
  join public.content_items s on s.type = 'section' and s.slug = b.slug
on conflict (type, slug) do nothing;

delete from public.content_items
 where type = 'section'
   and slug in ('home-closing', 'platform-closing', 'core-engine-closing', 'studio-closing', 'finance-closing',
                'technology-closing', 'labs-closing');
