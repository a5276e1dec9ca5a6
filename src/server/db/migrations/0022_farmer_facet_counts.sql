-- The filter lists of the farmers list (counties, genders, crop types present in a company) become a roll-up
-- like farmer_counts (0009): farmers per company, facet and value, kept exact by triggers on every write
-- (insert, update incl. a company move, delete), and a value is offered while its count is above zero. Until
-- now a value stayed in the list after its last farmer was corrected away (ADR 0033).
alter table farmer_facets add column farmers integer not null default 0;
--> statement-breakpoint
delete from farmer_facets;
--> statement-breakpoint
insert into farmer_facets (company_id, facet, value, farmers)
  select f.company_id, v.facet, v.value, count(*)
  from farmers f, lateral (values ('county', f.county), ('gender', f.gender), ('cropType', f.crop_type)) as v(facet, value)
  where v.value is not null
  group by 1, 2, 3;
--> statement-breakpoint
-- The facet part of the insert and update triggers moves to the functions below; they keep the name words.
create or replace function farmers_index_new_rows() returns trigger language plpgsql as $$
begin
  insert into farmer_name_words (farmer_id, company_id, word)
    select distinct f.id, f.company_id, w.word
    from new_farmers f, unnest(regexp_split_to_array(lower(f.name), '\s+')) as w(word)
    where w.word <> ''
    on conflict do nothing;
  return null;
end $$;
--> statement-breakpoint
create or replace function farmers_index_changed_rows() returns trigger language plpgsql as $$
begin
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
-- Each write adds its delta: the old rows count -1, the new ones +1, and only the keys whose sum moved are
-- written, in key order (ORDER BY) so that two transactions never wait on each other's rows in a cycle. A key
-- not there yet can only be gaining farmers, so the insert never stores a negative count. The three writes
-- differ only in the rows they see (an insert trigger has no old table), hence the three branches.
create function farmer_facets_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into farmer_facets (company_id, facet, value, farmers)
      select f.company_id, v.facet, v.value, count(*)::int
      from new_farmers f, lateral (values ('county', f.county), ('gender', f.gender), ('cropType', f.crop_type)) as v(facet, value)
      where v.value is not null
      group by 1, 2, 3 order by 1, 2, 3
    on conflict (company_id, facet, value) do update set farmers = farmer_facets.farmers + excluded.farmers;
  elsif tg_op = 'DELETE' then
    with gone as (
      select f.company_id, v.facet, v.value, count(*)::int as n
      from old_farmers f, lateral (values ('county', f.county), ('gender', f.gender), ('cropType', f.crop_type)) as v(facet, value)
      where v.value is not null
      group by 1, 2, 3 order by 1, 2, 3
    )
    update farmer_facets c set farmers = c.farmers - gone.n
      from gone
      where c.company_id = gone.company_id and c.facet = gone.facet and c.value = gone.value;
  else
    with changed as (
      select o.company_id, o.county, o.gender, o.crop_type, -1 as n from old_farmers o
      union all
      select n.company_id, n.county, n.gender, n.crop_type, 1 from new_farmers n
    )
    insert into farmer_facets (company_id, facet, value, farmers)
      select c.company_id, v.facet, v.value, sum(c.n)::int
      from changed c, lateral (values ('county', c.county), ('gender', c.gender), ('cropType', c.crop_type)) as v(facet, value)
      where v.value is not null
      group by 1, 2, 3 having sum(c.n) <> 0 order by 1, 2, 3
    on conflict (company_id, facet, value) do update set farmers = farmer_facets.farmers + excluded.farmers;
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger farmer_facets_insert after insert on farmers
  referencing new table as new_farmers
  for each statement execute function farmer_facets_count();
--> statement-breakpoint
create trigger farmer_facets_update after update on farmers
  referencing old table as old_farmers new table as new_farmers
  for each statement execute function farmer_facets_count();
--> statement-breakpoint
create trigger farmer_facets_delete after delete on farmers
  referencing old table as old_farmers
  for each statement execute function farmer_facets_count();
