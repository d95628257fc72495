-- Issue 37: the team and advisors are content, edited by the editor role. A field may be a
-- choice among declared values (which group a person is shown in, whether they are announced).

create or replace function private.checked_content_data(content_type text, data jsonb) returns jsonb
  language plpgsql stable
  set search_path = ''
as $fn$
declare
  rules jsonb;
  rule record;
  value text;
  result jsonb := '{}'::jsonb;
  key text;
  doc jsonb;
begin
  select t.fields into rules from private.content_types t where t.type = content_type;
  if rules is null then
    raise exception 'There is no content type %', content_type using errcode = '23514';
  end if;
  if jsonb_typeof(data) is distinct from 'object' then
    raise exception 'The content must be an object of fields' using errcode = '23514';
  end if;
  for key in select jsonb_object_keys(data) loop
    if not exists (select 1 from jsonb_array_elements(rules) f where f ->> 'name' = key) then
      raise exception '% has no field %', content_type, key using errcode = '23514', hint = key;
    end if;
  end loop;
  for rule in select * from jsonb_to_recordset(rules) as f(name text, label text, kind text, required boolean, max integer, options jsonb) loop
    if rule.kind = 'richText' then
      doc := data -> rule.name;
      if doc is not null and jsonb_typeof(doc) <> 'null'
         and (jsonb_typeof(doc) <> 'object' or doc ->> 'type' is distinct from 'doc') then
        raise exception '%: must be rich text', rule.label using errcode = '23514', hint = rule.name;
      end if;
      select coalesce(string_agg(t #>> '{}', ''), '') into value
        from jsonb_path_query(coalesce(doc, '{}'), 'strict $.** ? (exists(@.text)).text') t
       where jsonb_typeof(t) = 'string';
      if btrim(value) = '' then
        if rule.required then
          raise exception '%: this field is required', rule.label using errcode = '23514', hint = rule.name;
        end if;
        continue;
      end if;
      -- Only what a page renders (shared/content-types.ts RICH_TEXT_TYPES): no other node or mark.
      select t #>> '{}' into key
        from jsonb_path_query(doc, 'strict $.** ? (exists(@.type)).type') t
       where jsonb_typeof(t) <> 'string' or (t #>> '{}') <> all (array['doc', 'paragraph', 'heading',
         'bulletList', 'orderedList', 'listItem', 'text', 'hardBreak', 'bold', 'italic', 'link'])
       limit 1;
      if found then
        raise exception '%: holds %, which a page cannot show', rule.label, key using errcode = '23514', hint = rule.name;
      end if;
      if exists (select 1 from jsonb_path_query(doc, 'strict $.** ? (exists(@.href)).href') h
                  where jsonb_typeof(h) <> 'string'
                     or (h #>> '{}') !~ '^(https://[^\s/]+[^\s]*|mailto:[^\s@]+@[^\s@]+|/([^/\s][^\s]*)?)$') then
        raise exception '%: every link an address starting with https://, mailto: or / (a page of this site)', rule.label
          using errcode = '23514', hint = rule.name;
      end if;
      if char_length(btrim(value)) > rule.max then
        raise exception '%: at most % characters (this has %)', rule.label, rule.max, char_length(btrim(value))
          using errcode = '23514', hint = rule.name;
      end if;
      result := result || jsonb_build_object(rule.name, doc);
      continue;
    end if;
    if data -> rule.name is not null and jsonb_typeof(data -> rule.name) not in ('string', 'null') then
      raise exception '%: must be text', rule.label using errcode = '23514', hint = rule.name;
    end if;
    value := btrim(data ->> rule.name);
    if value is null or value = '' then
      if rule.required then
        raise exception '%: this field is required', rule.label using errcode = '23514', hint = rule.name;
      end if;
      continue;
    end if;
    if char_length(value) > rule.max then
      raise exception '%: at most % characters (this has %)', rule.label, rule.max, char_length(value)
        using errcode = '23514', hint = rule.name;
    end if;
    -- Control characters never belong in a page; a line break only in a long text.
    if value ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]' or (rule.kind <> 'longText' and value ~ '[\r\n]') then
      raise exception '%: one line of text, without control characters', rule.label using errcode = '23514', hint = rule.name;
    end if;
    if rule.kind = 'date' then
      begin
        if value !~ '^\d{4}-\d{2}-\d{2}$' or to_char(value::date, 'YYYY-MM-DD') <> value then
          raise exception 'not a date' using errcode = '22007';
        end if;
      exception when others then
        raise exception '%: a date as YYYY-MM-DD', rule.label using errcode = '23514', hint = rule.name;
      end;
    end if;
    -- A link leaves for https, a mail address or one of the site's own paths: never javascript:, data: or //.
    if rule.kind = 'url' and value !~ '^(https://[^\s/]+[^\s]*|mailto:[^\s@]+@[^\s@]+|/([^/\s][^\s]*)?)$' then
      raise exception '%: an address starting with https://, mailto: or / (a page of this site)', rule.label
        using errcode = '23514', hint = rule.name;
    end if;
    if rule.kind = 'email' and value !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
      raise exception '%: an e-mail address', rule.label using errcode = '23514', hint = rule.name;
    end if;
    if rule.kind = 'choice' and not coalesce(rule.options ? value, false) then
      raise exception '%: one of %', rule.label,
        (select string_agg(o, ', ') from jsonb_array_elements_text(rule.options) o)
        using errcode = '23514', hint = rule.name;
    end if;
    result := result || jsonb_build_object(rule.name, value);
  end loop;
  return result;
end
$fn$;
revoke all on function private.checked_content_data(text, jsonb) from public;

-- The declarations (printed by `npm run gen:content-types -- --seed person`), then the seed.
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('position', 'careers', 'title', false, '[{"name":"title","label":"Title","kind":"text","required":true,"max":200},{"name":"department","label":"Department","kind":"text","required":true,"max":80},{"name":"location","label":"Location","kind":"text","required":true,"max":80},{"name":"description","label":"Description","kind":"longText","required":true,"max":2000},{"name":"datePosted","label":"Date posted","kind":"date","required":true,"max":10}]'::jsonb, array['/careers', '/apply']::text[]),
  ('legal-page', 'admin', 'title', true, '[{"name":"title","label":"Title","kind":"text","required":true,"max":100},{"name":"effectiveDate","label":"Effective date","kind":"date","required":true,"max":10},{"name":"body","label":"Text","kind":"richText","required":true,"max":60000}]'::jsonb, array['/{slug}']::text[]),
  ('person', 'editor', 'name', false, '[{"name":"name","label":"Name","kind":"text","required":true,"max":120},{"name":"title","label":"Title","kind":"text","required":true,"max":120},{"name":"group","label":"Shown among","kind":"choice","required":true,"max":20,"options":["team","advisor"]},{"name":"bio","label":"Biography","kind":"longText","required":true,"max":3000},{"name":"linkedin","label":"Profile link","kind":"url","required":false,"max":2048},{"name":"announced","label":"Announced","kind":"choice","required":true,"max":20,"options":["yes","no"]}]'::jsonb, array['/our-team']::text[]),
  ('home-hero', 'editor', 'title', true, '[{"name":"subtitle","label":"Eyebrow","kind":"text","required":true,"max":120},{"name":"title","label":"Title","kind":"text","required":true,"max":120},{"name":"tagline","label":"Lead","kind":"text","required":true,"max":300},{"name":"primaryLabel","label":"First button","kind":"text","required":true,"max":40},{"name":"primaryLink","label":"First button''s link","kind":"url","required":true,"max":2048},{"name":"secondaryLabel","label":"Second button","kind":"text","required":true,"max":40},{"name":"secondaryLink","label":"Second button''s link","kind":"url","required":true,"max":2048}]'::jsonb, array['/', '/home']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

insert into public.content_items (type, slug, sort_order, data) values
  ('person', 'daniel-ashworth', 1, '{"name":"Dr Daniel Ashworth","title":"Founder & Chief Executive Officer","group":"team","bio":"Daniel founded Kosmos Intelligence to give financial institutions a way to see systemic risk before it materialises. He spent more than a decade in market risk and stress testing at global banks in London and Frankfurt, where he saw at first hand how models built on historical correlations failed when conditions changed.\n\nHe holds a PhD in complex systems from a London university, where his research applied agent-based modelling to contagion in interbank markets. He leads the company''s strategy, its work with clients and regulators, and its commitment to scientific rigour.","linkedin":"https://www.linkedin.com/in/daniel-ashworth-kosmos","announced":"yes"}'::jsonb),
  ('person', 'chief-technology-officer', 2, '{"name":"To be announced","title":"Chief Technology Officer","group":"team","bio":"Our Chief Technology Officer brings many years of experience building large-scale data and simulation platforms for regulated industries. Their appointment will be announced shortly.\n\nThey lead the engineering of the Kosmos Core Engine and Studio, with responsibility for architecture, security and the reliability our clients depend on.","announced":"no"}'::jsonb),
  ('person', 'amara-okafor', 3, '{"name":"Dr Amara Okafor","title":"Political Risk Researcher","group":"team","bio":"Amara studies how political events, sanctions and policy decisions propagate through markets and economies. Before joining Kosmos she was a research fellow in international political economy, advising public bodies on geopolitical scenario analysis.\n\nAt Kosmos she designs the geopolitical scenarios and shock models that let clients test their exposure to elections, conflicts and regulatory change.","linkedin":"https://www.linkedin.com/in/amara-okafor-research","announced":"yes"}'::jsonb),
  ('person', 'tomasz-wieczorek', 4, '{"name":"Tomasz Wieczorek","title":"Financial Markets Researcher","group":"team","bio":"Tomasz researches market microstructure, liquidity and the behaviour of market participants under stress. He previously worked as a quantitative analyst on a fixed-income trading desk, building models of order flow and funding liquidity.\n\nHe calibrates the agent-based market models in the Kosmos Core Engine against observed data, so that simulated stress scenarios remain grounded in how real markets behave.","linkedin":"https://www.linkedin.com/in/tomasz-wieczorek-markets","announced":"yes"}'::jsonb),
  ('person', 'helen-carrow', 5, '{"name":"Professor Helen Carrow","title":"Scientific Advisor, Complex Systems","group":"advisor","bio":"Helen is a professor of applied mathematics specialising in non-linear dynamics and network science. Her work on cascading failures in networks has been applied to power grids, supply chains and financial systems.\n\nShe advises Kosmos on modelling methodology and on the validation of the Core Engine, and connects the company with academic research on complexity.","linkedin":"https://www.linkedin.com/in/helen-carrow-complexity","announced":"yes"}'::jsonb),
  ('person', 'richard-pemberton', 6, '{"name":"Richard Pemberton","title":"Industry Advisor, Risk & Regulation","group":"advisor","bio":"Richard spent thirty years in banking, latterly as Chief Risk Officer of an international bank, and has served on industry working groups on stress testing and operational resilience.\n\nHe advises Kosmos on the needs of risk functions and supervisors, helping the company shape its products around the decisions institutions actually have to make.","linkedin":"https://www.linkedin.com/in/richard-pemberton-risk","announced":"yes"}'::jsonb),
  ('person', 'advisor-to-be-announced', 7, '{"name":"To be announced","title":"Advisor","group":"advisor","bio":"A senior figure from public policy and financial supervision has agreed to join our advisory board. Their appointment will be announced shortly.","announced":"no"}'::jsonb)
on conflict (type, slug) do nothing;
