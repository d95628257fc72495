-- A link in the content to an address that redirects (an article's old address, or one an admin
-- redirected) still leads to a page in one step, so it is not refused when its item is saved
-- again. Only an address that is neither a page nor a redirect's is "not a page of this site".
create or replace function private.refuse_missing_page(hrefs text[], label text, field text) returns void
  language plpgsql stable
  set search_path = ''
as $fn$
declare
  missing text := private.missing_site_path(array(
    select u.href
      from unnest(hrefs) with ordinality as u(href, n)
     where not exists (select 1 from public.redirects r where r.from_path = private.site_path_of(u.href))
     order by u.n));
begin
  if missing is not null then
    raise exception '%: % is not a page of this site', label, missing using errcode = '23514', hint = field;
  end if;
end
$fn$;
revoke all on function private.refuse_missing_page(text[], text, text) from public;
