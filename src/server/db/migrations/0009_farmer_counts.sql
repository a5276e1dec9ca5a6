-- Farmers per company, county, gender and crop, kept exact by triggers: the total of a filtered farmers list
-- is a sum over a few dozen rows instead of a count(*) over up to every farmer of the company (P5).
-- registered_by_id is left out on purpose (one row per agent would grow the table with the agents); a list
-- filtered by agent or name still counts the farmers themselves, through their narrower indexes.
create table farmer_counts (
  company_id uuid not null references companies(id),
  county text not null,
  gender text not null,
  crop_type text,
  farmers integer not null,
  constraint farmer_counts_key unique nulls not distinct (company_id, county, gender, crop_type)
);
--> statement-breakpoint
insert into farmer_counts (company_id, county, gender, crop_type, farmers)
  select company_id, county, gender, crop_type, count(*) from farmers group by 1, 2, 3, 4;
--> statement-breakpoint
-- Keys are upserted in one order (ORDER BY), so two transactions adding farmers never wait on each other's
-- counter rows in a cycle.
create function farmer_counts_add() returns trigger language plpgsql as $$
begin
  insert into farmer_counts (company_id, county, gender, crop_type, farmers)
    select company_id, county, gender, crop_type, count(*) from new_farmers group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (company_id, county, gender, crop_type) do update set farmers = farmer_counts.farmers + excluded.farmers;
  return null;
end $$;
--> statement-breakpoint
create function farmer_counts_remove() returns trigger language plpgsql as $$
begin
  with gone as (
    select company_id, county, gender, crop_type, count(*) as n from old_farmers group by 1, 2, 3, 4 order by 1, 2, 3, 4
  )
  update farmer_counts c set farmers = c.farmers - gone.n
    from gone
    where c.company_id = gone.company_id and c.county = gone.county and c.gender = gone.gender
      and c.crop_type is not distinct from gone.crop_type;
  return null;
end $$;
--> statement-breakpoint
create trigger farmer_counts_insert after insert on farmers
  referencing new table as new_farmers
  for each statement execute function farmer_counts_add();
--> statement-breakpoint
create trigger farmer_counts_delete after delete on farmers
  referencing old table as old_farmers
  for each statement execute function farmer_counts_remove();
--> statement-breakpoint
-- An update is the removal of the old values and the addition of the new ones. Only the counted columns
-- matter; updating others leaves the counts as they are.
create function farmer_counts_change() returns trigger language plpgsql as $$
begin
  with changed as (
    select o.company_id, o.county, o.gender, o.crop_type, -1 as n from old_farmers o
    union all
    select n.company_id, n.county, n.gender, n.crop_type, 1 from new_farmers n
  ),
  delta as (
    select company_id, county, gender, crop_type, sum(n)::int as n from changed group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4
  )
  insert into farmer_counts (company_id, county, gender, crop_type, farmers)
    select company_id, county, gender, crop_type, n from delta
  on conflict (company_id, county, gender, crop_type) do update set farmers = farmer_counts.farmers + excluded.farmers;
  return null;
end $$;
--> statement-breakpoint
create trigger farmer_counts_update after update on farmers
  referencing old table as old_farmers new table as new_farmers
  for each statement execute function farmer_counts_change();
