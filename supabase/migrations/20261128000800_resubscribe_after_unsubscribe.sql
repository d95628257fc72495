-- Someone who unsubscribed can come back (decision 036's suppression list kept them out for ever:
-- signing up again said a mail was sent and sent nothing). An address suppressed because it
-- unsubscribed now signs up as any new one: stored unconfirmed, with a confirmation mail (at most
-- one a day, and within the bounds on mails to visitors). The suppression stays until that mail's
-- link is followed: only the person's own confirmation, recorded with its consent as any, lifts
-- it. An address erased at its owner's request stays out.

-- As in 20261127000300, and an unsubscribed address signs up again.
create or replace function private.newsletter_sign_up() returns trigger
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  known public.newsletter_subscribers;
begin
  perform pg_advisory_xact_lock(hashtextextended('newsletter:' || new.email, 0));
  if exists (select 1 from private.newsletter_suppressions s
              where s.address_hash = private.address_hash(new.email) and s.reason <> 'unsubscribed') then
    return null;
  end if;
  select * into known from public.newsletter_subscribers s where s.email = new.email;
  if found then
    if known.state = 'unconfirmed' then
      update private.newsletter_confirmations c set mail_queued_at = now()
       where c.subscriber_id = known.id and c.mail_queued_at <= now() - interval '1 day';
      if found then
        perform private.queue_confirmation_mail(known.id);
      end if;
    end if;
    return null;
  end if;
  -- Whatever the caller sent, a sign-up starts unconfirmed (the grant allows the email column only; this holds for the owner too).
  new.state := 'unconfirmed';
  new.confirmed_at := null;
  new.confirmed_from := null;
  new.consent_wording := null;
  return new;
end
$fn$;
revoke all on function private.newsletter_sign_up() from public;

-- As in 20261127000300, and a confirmation lifts the address's suppression for having unsubscribed.
create or replace function private.confirm_newsletter(link_token_hash text, from_address text, wording text)
  returns text
  language plpgsql security definer
  set search_path = ''
as $fn$
declare
  link private.newsletter_confirmations;
  address text;
begin
  select * into link from private.newsletter_confirmations c where c.token_hash = link_token_hash for update;
  if not found then return 'unknown'; end if;
  if link.used_at is not null then return 'used'; end if;
  if link.expires_at <= now() then return 'expired'; end if;
  update private.newsletter_confirmations c set used_at = now() where c.subscriber_id = link.subscriber_id;
  update public.newsletter_subscribers s
     set state = 'confirmed', confirmed_at = now(), confirmed_from = left(from_address, 64), consent_wording = left(wording, 1000)
   where s.id = link.subscriber_id and s.state = 'unconfirmed'
  returning s.email into address;
  if address is not null then
    delete from private.newsletter_suppressions p
     where p.address_hash = private.address_hash(address) and p.reason = 'unsubscribed';
  end if;
  return 'confirmed';
end
$fn$;
revoke all on function private.confirm_newsletter(text, text, text) from public;
