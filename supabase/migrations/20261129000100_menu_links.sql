-- The menus' links become content of their own ('menu-link'): staff add, change, move and remove
-- them, each pointing to any page of the site or an https address (the same check as links in
-- content). The 'menus' item keeps only the header's button. The links are made from the menus'
-- words as they are now, so a name staff changed stays changed. (Site settings' VAT number loses
-- an "(optional)" the back office already adds to every optional field's label.)
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('site-settings', 'admin', 'tagline', true, '[{"name":"tagline","label":"Footer tagline","kind":"text","required":true,"max":160},{"name":"companyName","label":"Company name","kind":"text","required":true,"max":120},{"name":"legalName","label":"Legal name","kind":"text","required":true,"max":160},{"name":"copyright","label":"Copyright line","kind":"text","required":true,"max":160},{"name":"companyNumber","label":"Company number","kind":"text","required":false,"max":20},{"name":"registeredIn","label":"Place of registration","kind":"text","required":false,"max":80},{"name":"registeredOffice","label":"Registered office","kind":"text","required":false,"max":300},{"name":"vatNumber","label":"VAT number","kind":"text","required":false,"max":20},{"name":"contactEmail","label":"General contact address","kind":"email","required":true,"max":254},{"name":"supportEmail","label":"Technical support address","kind":"email","required":true,"max":254},{"name":"careersEmail","label":"Careers address","kind":"email","required":true,"max":254},{"name":"partnershipsEmail","label":"Partnerships address","kind":"email","required":true,"max":254},{"name":"instituteEmail","label":"Institute address","kind":"email","required":true,"max":254},{"name":"officeAddress","label":"Office address","kind":"longText","required":true,"max":300},{"name":"mapLink","label":"Map address","kind":"url","required":true,"max":2048},{"name":"mapTitle","label":"Map description","kind":"text","required":true,"max":160}]'::jsonb, array['*']::text[]),
  ('menus', 'editor', 'requestDemo', true, '[{"name":"requestDemo","label":"Button at the top of every page (to /contact)","kind":"text","required":true,"max":40}]'::jsonb, array['*']::text[]),
  ('menu-link', 'editor', 'label', false, '[{"name":"menu","label":"Menu","kind":"choice","required":true,"max":20,"options":["header","footer","legal"]},{"name":"group","label":"Group","kind":"text","required":false,"max":40},{"name":"label","label":"Label","kind":"text","required":true,"max":40},{"name":"link","label":"Link","kind":"url","required":true,"max":2048},{"name":"tag","label":"Badge","kind":"text","required":false,"max":12}]'::jsonb, array['*']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

with words as (
  select coalesce((select c.data from public.content_items c where c.type = 'menus' and c.slug = 'menus'), '{}'::jsonb) as w
), links (slug, sort_order, menu, group_word, label_word, link, tag_word) as (values
  ('header-kosmos-platform-overview', 1, 'header', 'platformGroup', 'platformOverview', '/platform', null),
  ('header-kosmos-core-engine', 2, 'header', 'platformGroup', 'coreEngine', '/platform/core-engine', null),
  ('header-kosmos-studio', 3, 'header', 'platformGroup', 'studio', '/platform/studio', null),
  ('header-kosmos-solutions', 4, 'header', 'platformGroup', 'solutions', '/solutions/finance', null),
  ('header-technology', 5, 'header', null, 'technology', '/technology', 'technologyTag'),
  ('header-about-about-us', 6, 'header', 'aboutGroup', 'aboutUs', '/about', null),
  ('header-about-our-team', 7, 'header', 'aboutGroup', 'ourTeam', '/our-team', null),
  ('header-about-partners', 8, 'header', 'aboutGroup', 'partners', '/partnerships', null),
  ('header-about-careers', 9, 'header', 'aboutGroup', 'careers', '/careers', null),
  ('header-contact', 10, 'header', null, 'contact', '/contact', null),
  ('footer-kosmos-platform-overview', 11, 'footer', 'platformGroup', 'platformOverview', '/platform', null),
  ('footer-kosmos-core-engine', 12, 'footer', 'platformGroup', 'coreEngine', '/platform/core-engine', null),
  ('footer-kosmos-studio', 13, 'footer', 'platformGroup', 'studio', '/platform/studio', null),
  ('footer-kosmos-solutions', 14, 'footer', 'platformGroup', 'solutions', '/solutions/finance', null),
  ('footer-r-d-technology-technology', 15, 'footer', 'researchGroup', 'technology', '/technology', null),
  ('footer-r-d-technology-kosmos-labs', 16, 'footer', 'researchGroup', 'labs', '/kosmos-labs', null),
  ('footer-r-d-technology-research-partnerships', 17, 'footer', 'researchGroup', 'researchPartnerships', '/research-partnerships', null),
  ('footer-r-d-technology-incubation-programme', 18, 'footer', 'researchGroup', 'incubation', '/incubation-programme', null),
  ('footer-r-d-technology-kosmos-institute', 19, 'footer', 'researchGroup', 'institute', '/kosmos-institute', null),
  ('footer-company-about-us', 20, 'footer', 'companyGroup', 'aboutUs', '/about', null),
  ('footer-company-our-team', 21, 'footer', 'companyGroup', 'ourTeam', '/our-team', null),
  ('footer-company-partnerships', 22, 'footer', 'companyGroup', 'partnerships', '/partnerships', null),
  ('footer-company-careers', 23, 'footer', 'companyGroup', 'careers', '/careers', null),
  ('footer-company-contact', 24, 'footer', 'companyGroup', 'contact', '/contact', null),
  ('legal-privacy-policy', 25, 'legal', null, 'privacy', '/privacy', null),
  ('legal-terms-of-service', 26, 'legal', null, 'terms', '/terms', null),
  ('legal-cookie-policy', 27, 'legal', null, 'cookies', '/cookies', null)
)
insert into public.content_items (type, slug, sort_order, data)
select 'menu-link', l.slug, l.sort_order, jsonb_strip_nulls(jsonb_build_object(
  'menu', l.menu, 'group', words.w ->> l.group_word, 'label', words.w ->> l.label_word, 'link', l.link,
  'tag', words.w ->> l.tag_word))
from links l cross join words
on conflict (type, slug) do nothing;

-- The header's button is what the 'menus' item keeps, in its drafts, reviews and schedules too.
update public.content_items c set data = jsonb_build_object('requestDemo', c.data ->> 'requestDemo')
 where c.type = 'menus';
update public.content_drafts d set data = jsonb_build_object('requestDemo', d.data ->> 'requestDemo')
 where d.item_id in (select c.id from public.content_items c where c.type = 'menus');
update public.content_reviews r set data = jsonb_build_object('requestDemo', r.data ->> 'requestDemo')
 where r.item_id in (select c.id from public.content_items c where c.type = 'menus');
update public.content_schedules s set data = jsonb_build_object('requestDemo', s.data ->> 'requestDemo')
 where s.item_id in (select c.id from public.content_items c where c.type = 'menus') and s.data is not null;

-- Staff put a type's items in an order of their own (the menus' links): the list, in its new
-- order, numbered in one statement, so a publish sees the whole move or none of it. The caller's
-- rights decide (security invoker: the table's policies and triggers, sign-off included); rows the
-- policies let them read but not change make it refuse, changing nothing. It answers when the
-- moved items were saved (the publish that shows them follows that moment).
create or replace function public.reorder_content_items(p_type text, p_ids uuid[])
returns timestamptz
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if (select count(*) from public.content_items c where c.type = p_type) <> cardinality(p_ids)
     or (select count(distinct c.id) from public.content_items c where c.type = p_type and c.id = any (p_ids))
        <> cardinality(p_ids) then
    raise exception 'The list changed meanwhile: load it again and move the item once more' using errcode = '22023';
  end if;
  update public.content_items c set sort_order = o.position
    from unnest(p_ids) with ordinality as o(id, position)
   where c.id = o.id and c.sort_order is distinct from o.position::integer;
  if exists (select 1 from public.content_items c join unnest(p_ids) with ordinality as o(id, position) on c.id = o.id
              where c.sort_order is distinct from o.position::integer) then
    raise exception 'Only the role that edits these may change their order' using errcode = '42501';
  end if;
  return now();
end
$$;
revoke all on function public.reorder_content_items(text, uuid[]) from public, anon;
grant execute on function public.reorder_content_items(text, uuid[]) to authenticated;
