-- The footer's copyright line is "© <the year it is published in> <this text>": the year follows the
-- clock (every page is published again at New Year) instead of the literal "© 2025" staff would have
-- to remember to change. The text staff keep loses its leading "© <year>", live and in drafts; the
-- history keeps what was published then.
update public.content_items
   set data = jsonb_set(data, '{copyright}', to_jsonb(regexp_replace(data ->> 'copyright', '^\s*(©|\(c\))\s*\d{4}\s*', '')))
 where type = 'site-settings' and data ->> 'copyright' ~ '^\s*(©|\(c\))\s*\d{4}';
update public.content_drafts d
   set data = jsonb_set(d.data, '{copyright}', to_jsonb(regexp_replace(d.data ->> 'copyright', '^\s*(©|\(c\))\s*\d{4}\s*', '')))
  from public.content_items c
 where c.id = d.item_id and c.type = 'site-settings' and d.data ->> 'copyright' ~ '^\s*(©|\(c\))\s*\d{4}';
