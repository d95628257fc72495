-- Bounces and complaints: each mail leaves with a return path of its own on the inbound domain
-- (bounce+n<notice>@ for a notice, bounce+d<copy>@ for a newsletter copy), so a delivery report
-- or a feedback-loop complaint that comes back names what it is about. A permanent bounce (5.x.x)
-- or a complaint suppresses the address (no newsletter, no sign-up again), as unsubscribing does,
-- with its reason; a soft bounce (4.x.x) sends it again later; a bounced reply shows on its item.

alter table private.newsletter_suppressions drop constraint newsletter_suppressions_reason_check;
alter table private.newsletter_suppressions add constraint newsletter_suppressions_reason_check
  check (reason in ('unsubscribed', 'erased', 'bounced', 'complained'));

-- p_ref: 'n' and a notice's id, or 'd' and a newsletter copy's. p_type: 'hard', 'soft' or
-- 'complaint'. Answers what was done: 'suppressed', 'retried', 'noted' or 'unknown'.
create function private.receive_bounce(p_ref text, p_type text, p_status text, p_detail text) returns text
  language plpgsql security definer set search_path = '' as $$
declare
  notice public.notification_outbox;
  copy private.newsletter_deliveries;
  address text;
  said text := left(coalesce(nullif(p_status, ''), 'no status') || coalesce(': ' || nullif(p_detail, ''), ''), 500);
  item record;
begin
  if p_type not in ('hard', 'soft', 'complaint') then return 'unknown'; end if;
  if p_ref ~ '^n[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select * into notice from public.notification_outbox o where o.id = substr(p_ref, 2)::uuid for update;
    if not found then return 'unknown'; end if;
    if p_type = 'soft' then
      update public.notification_outbox o
         set status = 'pending', next_attempt_at = now() + interval '1 hour', claimed_until = null,
             last_error = left('Delayed (' || said || '): sent again in an hour.', 2000)
       where o.id = notice.id and o.attempts < 5;
      return case when found then 'retried' else 'noted' end;
    end if;
    update public.notification_outbox o
       set status = 'failed', last_error = left(case p_type when 'hard' then 'Bounced' else 'Marked as spam' end
                                                 || ' (' || said || ').', 2000)
     where o.id = notice.id;
    -- A mail to a visitor: their address is suppressed (a team's or a colleague's is not).
    if notice.kind in ('newsletter-confirm', 'application-received', 'item-reply') and notice.recipient !~ ',' then
      address := notice.recipient;
    end if;
    if notice.kind = 'item-reply' then
      select m.kind, m.item_id into item from public.inbox_messages m where m.id = notice.submission_id;
      if item.kind is not null then
        insert into public.inbox_messages (kind, item_id, direction, author_email, subject, body)
        values (item.kind, item.item_id, 'in', 'Mail delivery system',
                case p_type when 'hard' then 'Your reply could not be delivered' else 'Your reply was marked as spam' end,
                left(case p_type when 'hard' then 'The mail server of ' || coalesce(notice.recipient, 'the person')
                                                  || ' refused the reply (' || said || ').'
                                 else coalesce(notice.recipient, 'The person') || ' marked the reply as spam.' end, 20000));
      end if;
    end if;
  elsif p_ref ~ '^d[0-9]{1,18}$' then
    select * into copy from private.newsletter_deliveries d where d.id = substr(p_ref, 2)::bigint for update;
    if not found then return 'unknown'; end if;
    if p_type = 'soft' then
      update private.newsletter_deliveries d
         set status = 'pending', next_attempt_at = now() + interval '1 hour', claimed_until = null,
             last_error = left('Delayed (' || said || '): sent again in an hour.', 2000)
       where d.id = copy.id and d.attempts < 5;
      return case when found then 'retried' else 'noted' end;
    end if;
    update private.newsletter_deliveries d
       set status = 'failed', last_error = left(case p_type when 'hard' then 'Bounced' else 'Marked as spam' end
                                                 || ' (' || said || ').', 2000)
     where d.id = copy.id;
    address := coalesce((select s.email from public.newsletter_subscribers s where s.id = copy.subscriber_id), copy.test_address);
  else
    return 'unknown';
  end if;
  if address is null or p_type = 'soft' then return 'noted'; end if;
  -- As unsubscribing does: the subscription goes, and the address may not sign up again.
  delete from public.newsletter_subscribers s where s.email = address;
  insert into private.newsletter_suppressions (address_hash, reason)
  values (private.address_hash(address), case p_type when 'hard' then 'bounced' else 'complained' end)
  on conflict (address_hash) do update set reason = excluded.reason, created_at = now()
    where private.newsletter_suppressions.reason = 'unsubscribed';
  return 'suppressed';
end
$$;
revoke all on function private.receive_bounce(text, text, text, text) from public;

-- The Newsletter page's counts of addresses suppressed by bounces and complaints.
create function public.newsletter_bounces() returns jsonb
  language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_role('sales');
  return jsonb_build_object(
    'bounced', (select count(*) from private.newsletter_suppressions x where x.reason = 'bounced'),
    'complained', (select count(*) from private.newsletter_suppressions x where x.reason = 'complained'));
end
$$;
revoke all on function public.newsletter_bounces() from public;
grant execute on function public.newsletter_bounces() to anon, authenticated, service_role;
