-- A link in the content leads to a page the site has (issue 37, "a link to a route that does not
-- exist"): the route table's pages and the files served beside them (private.site_routes, printed
-- by `npm run gen:content-types -- --routes` from src/config/pages.ts; the contract test holds
-- the two equal), or an article of the library. Checked at each save by triggers that run after
-- the form checks, so a refusal names the field and the missing page; what is saved stays valid.

create table if not exists private.site_routes (path text primary key);
revoke all on private.site_routes from public;

insert into private.site_routes (path) values ('/'), ('/home'), ('/platform'), ('/platform/core-engine'), ('/platform/studio'), ('/solutions/finance'), ('/technology'), ('/resources'), ('/resources/documentation'), ('/about'), ('/our-team'), ('/partnerships'), ('/careers'), ('/apply'), ('/contact'), ('/kosmos-labs'), ('/research-partnerships'), ('/incubation-programme'), ('/kosmos-institute'), ('/privacy'), ('/terms'), ('/cookies'), ('/sitemap.xml'), ('/resources/feed.xml') on conflict (path) do nothing;
delete from private.site_routes where path <> all (array['/', '/home', '/platform', '/platform/core-engine', '/platform/studio', '/solutions/finance', '/technology', '/resources', '/resources/documentation', '/about', '/our-team', '/partnerships', '/careers', '/apply', '/contact', '/kosmos-labs', '/research-partnerships', '/incubation-programme', '/kosmos-institute', '/privacy', '/terms', '/cookies', '/sitemap.xml', '/resources/feed.xml']);

-- The page an address of this site leads to: its path without query, fragment or closing slash
-- (shared/content-types.ts sitePathOf says the same); null for an address elsewhere.
create or replace function private.site_path_of(href text) returns text
  language sql immutable
  set search_path = ''
as $fn$
  select case when href like '/%'
    then coalesce(nullif(regexp_replace(split_part(split_part(href, '#', 1), '?', 1), '/+$', ''), ''), '/')
  end
$fn$;
revoke all on function private.site_path_of(text) from public;

-- The first of these addresses that leads to no page of the site (a route or an article), or null.
create or replace function private.missing_site_path(hrefs text[]) returns text
  language sql stable security definer
  set search_path = ''
as $fn$
  select p.path
    from unnest(hrefs) with ordinality as h(href, n)
    cross join lateral (select private.site_path_of(h.href) as path) p
   where p.path is not null
     and not exists (select 1 from private.site_routes r where r.path = p.path)
     and not exists (select 1 from public.resources r where r.slug is not null and '/resources/' || r.slug = p.path)
   order by h.n
   limit 1
$fn$;
revoke all on function private.missing_site_path(text[]) from public;

-- The addresses a rich text document links to, in reading order.
create or replace function private.rich_text_hrefs(doc jsonb) returns text[]
  language sql immutable
  set search_path = ''
as $fn$
  select coalesce(array_agg(h #>> '{}'), '{}')
    from jsonb_path_query(coalesce(doc, '{}'), 'strict $.** ? (exists(@.href)).href') h
   where jsonb_typeof(h) = 'string'
$fn$;
revoke all on function private.rich_text_hrefs(jsonb) from public;

create or replace function private.refuse_missing_page(hrefs text[], label text, field text) returns void
  language plpgsql stable
  set search_path = ''
as $fn$
declare
  missing text := private.missing_site_path(hrefs);
begin
  if missing is not null then
    raise exception '%: % is not a page of this site', label, missing using errcode = '23514', hint = field;
  end if;
end
$fn$;
revoke all on function private.refuse_missing_page(text[], text, text) from public;

-- A content item's links and rich text, after check_content_item (triggers run in name order).
create or replace function private.check_content_links() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  rule record;
begin
  for rule in
    select f.name, f.label, f.kind
      from private.content_types t
     cross join lateral jsonb_to_recordset(t.fields) as f(name text, label text, kind text)
     where t.type = new.type and f.kind in ('url', 'richText')
  loop
    perform private.refuse_missing_page(
      case when rule.kind = 'url' then array[new.data ->> rule.name] else private.rich_text_hrefs(new.data -> rule.name) end,
      rule.label, rule.name);
  end loop;
  return new;
end
$fn$;
revoke all on function private.check_content_links() from public;
drop trigger if exists check_content_links on public.content_items;
create trigger check_content_links before insert or update on public.content_items
  for each row execute function private.check_content_links();

-- A resource's read-more address and its article's links (after check_resource_article).
create or replace function private.check_resource_links() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  perform private.refuse_missing_page(array[new.read_more_url], 'Read-more address', 'read_more_url');
  perform private.refuse_missing_page(private.rich_text_hrefs(new.body), 'Article', 'body');
  return new;
end
$fn$;
revoke all on function private.check_resource_links() from public;
drop trigger if exists check_resource_links on public.resources;
create trigger check_resource_links before insert or update on public.resources
  for each row execute function private.check_resource_links();

-- A document's access address.
create or replace function private.check_documentation_links() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
begin
  perform private.refuse_missing_page(array[new.access_url], 'Access address', 'access_url');
  return new;
end
$fn$;
revoke all on function private.check_documentation_links() from public;
drop trigger if exists check_documentation_links on public.documentation;
create trigger check_documentation_links before insert or update on public.documentation
  for each row execute function private.check_documentation_links();
