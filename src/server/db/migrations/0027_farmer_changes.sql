-- The farmer register by changes (issue 30 item 3, ADR 0050). Every write of a farmer takes the next number of
-- one sequence (change_seq) and records its transaction (change_xid); a farmer deleted or moved to another
-- company leaves a tombstone in the company it left, numbered from the same sequence. A phone asks for what
-- changed after its cursor instead of the whole register. Triggers keep both on every path (API, import, seed,
-- plain SQL).
create sequence farmer_change_seq;
--> statement-breakpoint
alter table farmers add column change_seq bigint not null default nextval('farmer_change_seq');
--> statement-breakpoint
alter table farmers add column change_xid xid8 not null default pg_current_xact_id();
--> statement-breakpoint
create index farmers_company_change_idx on farmers (company_id, change_seq);
--> statement-breakpoint
create index farmers_change_idx on farmers (change_seq);
--> statement-breakpoint
-- Rows of transactions that were still open when a cursor was issued are found by their transaction (ADR 0050).
create index farmers_company_change_xid_idx on farmers (company_id, change_xid);
--> statement-breakpoint
create index farmers_change_xid_idx on farmers (change_xid);
--> statement-breakpoint
-- The search box finds a farmer by phone number and national ID in every company too (admin).
create index farmers_phone_idx on farmers (phone_number);
--> statement-breakpoint
create index farmers_national_id_idx on farmers (national_id) where national_id is not null;
--> statement-breakpoint
-- No foreign keys: a tombstone outlives its farmer, and tells a company's phones about a farmer it no longer has.
create table farmer_tombstones (
  company_id uuid not null,
  farmer_id uuid not null,
  change_seq bigint not null default nextval('farmer_change_seq'),
  change_xid xid8 not null default pg_current_xact_id(),
  removed_at timestamptz not null default now(),
  primary key (company_id, farmer_id)
);
--> statement-breakpoint
create index farmer_tombstones_company_change_idx on farmer_tombstones (company_id, change_seq);
--> statement-breakpoint
create index farmer_tombstones_change_idx on farmer_tombstones (change_seq);
--> statement-breakpoint
create index farmer_tombstones_company_change_xid_idx on farmer_tombstones (company_id, change_xid);
--> statement-breakpoint
create index farmer_tombstones_change_xid_idx on farmer_tombstones (change_xid);
--> statement-breakpoint
-- Tombstones older than the retention are purged; the highest change number purged is kept here, and a cursor
-- below it may have missed a removal: it is answered as stale and the phone downloads afresh.
create table change_horizons (
  feed text primary key,
  seq bigint not null
);
--> statement-breakpoint
create function farmers_mark_change() returns trigger language plpgsql as $$
begin
  -- An update that changes nothing (an edit replayed) moves no cursor.
  if new is not distinct from old then
    return new;
  end if;
  new.change_seq := nextval('farmer_change_seq');
  new.change_xid := pg_current_xact_id();
  return new;
end $$;
--> statement-breakpoint
create trigger farmers_mark_change before update on farmers for each row execute function farmers_mark_change();
--> statement-breakpoint
-- Statement-level, as the name-word and roll-up triggers (0004, 0022): one insert per statement, in key order.
create function farmers_leave_tombstones() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    insert into farmer_tombstones (company_id, farmer_id)
      select o.company_id, o.id from old_farmers o order by 1, 2
    on conflict (company_id, farmer_id) do update
      set change_seq = nextval('farmer_change_seq'), change_xid = pg_current_xact_id(), removed_at = now();
  else
    insert into farmer_tombstones (company_id, farmer_id)
      select o.company_id, o.id from old_farmers o join new_farmers n on n.id = o.id
      where n.company_id <> o.company_id order by 1, 2
    on conflict (company_id, farmer_id) do update
      set change_seq = nextval('farmer_change_seq'), change_xid = pg_current_xact_id(), removed_at = now();
    -- Back in a company it had left: the phones there get the farmer again, not its removal.
    delete from farmer_tombstones t using old_farmers o join new_farmers n on n.id = o.id
      where n.company_id <> o.company_id and t.company_id = n.company_id and t.farmer_id = n.id;
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger farmers_leave_tombstones_delete after delete on farmers
  referencing old table as old_farmers for each statement execute function farmers_leave_tombstones();
--> statement-breakpoint
create trigger farmers_leave_tombstones_update after update on farmers
  referencing old table as old_farmers new table as new_farmers for each statement execute function farmers_leave_tombstones();
--> statement-breakpoint
-- A farmer registered again with an id its company had removed (a restored row) is no longer removed there.
create function farmers_clear_tombstones() returns trigger language plpgsql as $$
begin
  delete from farmer_tombstones t using new_farmers n where t.company_id = n.company_id and t.farmer_id = n.id;
  return null;
end $$;
--> statement-breakpoint
create trigger farmers_clear_tombstones after insert on farmers
  referencing new table as new_farmers for each statement execute function farmers_clear_tombstones();
