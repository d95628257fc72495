-- What a publish brought names, for an item changed by a release, the release, who submitted it
-- and who signed it off, as it names a reviewed change's.
create or replace function private.record_publish_items(run bigint) returns void
  language plpgsql security definer set search_path = '' as $$
declare
  since timestamptz := greatest(
    (select max(p.started_at) from public.content_publishes p where p.state = 'live' and p.id < run),
    (select max(r.recorded_at) from public.site_record r where r.publish_id is null),
    '-infinity');
begin
  update public.content_publishes p set items = coalesce((
    select jsonb_agg(jsonb_build_object(
             'id', v.item_id, 'type', v.type, 'slug', v.slug, 'version', v.version, 'live', v.live,
             'title', left(v.data ->> t.title_field, 200), 'saved_by', v.saved_by, 'saved_at', v.saved_at,
             'submitted_by', coalesce(r.submitted_by, rl.submitted_by),
             'approved_by', coalesce(r.reviewed_by, rl.approved_by))
           || case when rl.name is not null then jsonb_build_object('release', rl.name) else '{}'::jsonb end
           order by v.saved_at, v.item_id)
      from public.content_versions v
      join private.content_types t on t.type = v.type
      left join lateral (
        select r.submitted_by, r.reviewed_by from public.content_reviews r
         where r.item_id = v.item_id and r.state = 'approved'
           and (r.reviewed_at = v.saved_at or (r.action = 'publish' and r.data = v.data and r.reviewed_at <= v.saved_at))
         order by r.reviewed_at desc limit 1) r on true
      left join lateral (
        select l.name, l.submitted_by, l.approved_by from public.content_release_items i
          join public.content_releases l on l.id = i.release_id
         where i.item_id = v.item_id and l.state = 'published' and l.published_at = v.saved_at
         limit 1) rl on true
     where v.saved_at > since
       and v.version = (select max(w.version) from public.content_versions w where w.item_id = v.item_id)), '[]'::jsonb)
   where p.id = run;
end
$$;
