-- Farmer records fit for the field (issue 17, docs/adr/0019-farmer-records.md).
-- Item 2: where the farm is, from the phone's GPS: all three values or none.
alter table farmers add column latitude double precision;
--> statement-breakpoint
alter table farmers add column longitude double precision;
--> statement-breakpoint
alter table farmers add column location_accuracy_m double precision;
--> statement-breakpoint
alter table farmers add constraint farmers_location_check check (
  (latitude is null and longitude is null and location_accuracy_m is null)
  or (latitude between -90 and 90 and longitude between -180 and 180 and location_accuracy_m >= 0)
);
--> statement-breakpoint
-- Item 4: corrections. edited_at is the act (occurredAt) of the last edit applied: an edit acted earlier than it
-- is kept in the history without overwriting (the later act wins).
alter table farmers add column edited_at timestamptz;
--> statement-breakpoint
create table farmer_history (
  id uuid primary key default gen_random_uuid(),
  farmer_id uuid not null references farmers(id) on delete cascade,
  company_id uuid not null references companies(id),
  edited_by_id uuid references users(id) on delete set null,
  -- When the user made the edit (its occurredAt), and when the server received it.
  recorded_at timestamptz not null,
  created_at timestamptz not null default now(),
  -- { field: { from, to } } for every field the edit changes (or would have changed, when not applied).
  changes jsonb not null,
  applied boolean not null
);
--> statement-breakpoint
create index farmer_history_farmer_idx on farmer_history (farmer_id, recorded_at desc);
--> statement-breakpoint
-- An edit can change the filter values and the name: the filter lists and name words follow, as on insert
-- (0004_farmers.sql). The counts already follow updates (0009_farmer_counts.sql).
create function farmers_index_changed_rows() returns trigger language plpgsql as $$
begin
  insert into farmer_facets (company_id, facet, value)
    select distinct company_id, 'county', county from new_farmers
    union select distinct company_id, 'gender', gender from new_farmers
    union select distinct company_id, 'cropType', crop_type from new_farmers where crop_type is not null
    on conflict do nothing;
  delete from farmer_name_words w
    using new_farmers n join old_farmers o on o.id = n.id
    where w.farmer_id = n.id and n.name <> o.name;
  insert into farmer_name_words (farmer_id, company_id, word)
    select distinct n.id, n.company_id, w.word
    from new_farmers n join old_farmers o on o.id = n.id, unnest(regexp_split_to_array(lower(n.name), '\s+')) as w(word)
    where n.name <> o.name and w.word <> ''
    on conflict do nothing;
  return null;
end $$;
--> statement-breakpoint
create trigger farmers_index_changed_rows after update on farmers
  referencing old table as old_farmers new table as new_farmers
  for each statement execute function farmers_index_changed_rows();
