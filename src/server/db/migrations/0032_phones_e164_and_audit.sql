-- One phone number, one spelling (issue 31 item 6, ADR 0060). The numbers stored before were normalised by
-- hand, which kept 00254…, 000254… and +2540… as numbers of their own; libphonenumber-js now reads them all as
-- +254…. The spellings the old normaliser let through are rewritten here by the same rule. Where two users (or
-- two farmers of one company) become one number, nothing is merged or deleted: the one that already held the
-- E.164 spelling, otherwise the oldest, keeps the number; the others keep what they had and are reported in
-- audit_events for the platform admin (a person decides which account or farmer is the real one).
create table audit_events (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  company_id uuid,
  actor_id uuid,
  subject_kind text not null,
  subject_id uuid not null,
  old_value text not null,
  new_value text not null,
  kept_id uuid,
  occurred_at timestamptz not null default now(),
  constraint audit_events_kind_check check (kind in ('email_changed', 'phone_collision')),
  constraint audit_events_subject_kind_check check (subject_kind in ('user', 'farmer'))
);
--> statement-breakpoint
create index audit_events_occurred_idx on audit_events (occurred_at);
--> statement-breakpoint
-- users: the E.164 spelling of each stored number, and who keeps it.
create temporary table phone_spellings as
select id, company_id, phone_number, e164,
  first_value(id) over (partition by e164 order by (phone_number = e164) desc, created_at, id) as kept_id
from (
  select id, company_id, phone_number, created_at,
    regexp_replace(regexp_replace(phone_number, '^\+0{2,3}(?=[1-9])', '+'), '^\+2540([17][0-9]{8})$', '+254\1') as e164
  from users where phone_number is not null
) spelled;
--> statement-breakpoint
insert into audit_events (kind, company_id, subject_kind, subject_id, old_value, new_value, kept_id)
select 'phone_collision', company_id, 'user', id, phone_number, e164, kept_id from phone_spellings where id <> kept_id;
--> statement-breakpoint
update users set phone_number = s.e164
from phone_spellings s where s.id = users.id and s.id = s.kept_id and users.phone_number <> s.e164;
--> statement-breakpoint
drop table phone_spellings;
--> statement-breakpoint
-- farmers: a number is one farmer within a company.
create temporary table phone_spellings as
select id, company_id, phone_number, e164,
  first_value(id) over (partition by company_id, e164 order by (phone_number = e164) desc, created_at, id) as kept_id
from (
  select id, company_id, phone_number, created_at,
    regexp_replace(regexp_replace(phone_number, '^\+0{2,3}(?=[1-9])', '+'), '^\+2540([17][0-9]{8})$', '+254\1') as e164
  from farmers
) spelled;
--> statement-breakpoint
insert into audit_events (kind, company_id, subject_kind, subject_id, old_value, new_value, kept_id)
select 'phone_collision', company_id, 'farmer', id, phone_number, e164, kept_id from phone_spellings where id <> kept_id;
--> statement-breakpoint
update farmers set phone_number = s.e164
from phone_spellings s where s.id = farmers.id and s.id = s.kept_id and farmers.phone_number <> s.e164;
--> statement-breakpoint
drop table phone_spellings;
