create table sales (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies(id),
  agent_id uuid references users(id) on delete set null,
  farmer_id uuid not null references farmers(id),
  product text not null,
  quantity numeric(14, 2) not null,
  unit text not null,
  amount_kes numeric(14, 2) not null,
  sale_date timestamptz not null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index sales_company_date_idx on sales (company_id, sale_date desc, id desc) include (amount_kes);
--> statement-breakpoint
create index sales_agent_date_idx on sales (agent_id, sale_date) include (amount_kes);
--> statement-breakpoint
create index sales_date_idx on sales (sale_date) include (amount_kes);
--> statement-breakpoint
create table loans (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies(id),
  farmer_id uuid not null references farmers(id),
  applied_by_id uuid references users(id) on delete set null,
  seed text not null,
  amount numeric(14, 2) not null,
  amount_paid numeric(14, 2) not null default 0,
  status text not null default 'pending' check (status in ('pending', 'approved', 'disbursed', 'repaid', 'rejected')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  disbursed_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint loans_paid_within_amount check (amount_paid >= 0 and amount_paid <= amount)
);
--> statement-breakpoint
create index loans_company_created_idx on loans (company_id, created_at desc, id desc);
--> statement-breakpoint
create index loans_farmer_idx on loans (farmer_id, created_at desc);
--> statement-breakpoint
create index loans_company_disbursed_idx on loans (company_id, disbursed_at) include (amount);
--> statement-breakpoint
create index loans_applied_by_disbursed_idx on loans (applied_by_id, disbursed_at) include (amount);
--> statement-breakpoint
create table loan_repayments (
  id uuid primary key default gen_random_uuid(),
  loan_id uuid not null references loans(id) on delete cascade,
  amount numeric(14, 2) not null check (amount > 0),
  recorded_by_id uuid references users(id) on delete set null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index loan_repayments_loan_idx on loan_repayments (loan_id, created_at);
--> statement-breakpoint
create table targets (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies(id),
  agent_id uuid references users(id) on delete cascade,
  season text not null,
  sales_target numeric(14, 2) not null check (sales_target >= 0),
  farmers_target integer not null check (farmers_target >= 0),
  updated_by_id uuid references users(id) on delete set null,
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create unique index targets_agent_season_key on targets (company_id, agent_id, season) where agent_id is not null;
--> statement-breakpoint
create unique index targets_default_season_key on targets (company_id, season) where agent_id is null;
--> statement-breakpoint
create table sales_daily (
  company_id uuid not null references companies(id),
  agent_id uuid,
  day date not null,
  amount_kes numeric(16, 2) not null,
  sales integer not null,
  constraint sales_daily_key unique nulls not distinct (company_id, agent_id, day)
);
--> statement-breakpoint
create index sales_daily_agent_day_idx on sales_daily (agent_id, day);
--> statement-breakpoint
create function sales_roll_up() returns trigger language plpgsql as $$
begin
  insert into sales_daily (company_id, agent_id, day, amount_kes, sales)
    select n.company_id, n.agent_id, (n.sale_date at time zone c.time_zone)::date, sum(n.amount_kes), count(*)
    from new_sales n join companies c on c.id = n.company_id
    group by 1, 2, 3
  on conflict (company_id, agent_id, day) do update
    set amount_kes = sales_daily.amount_kes + excluded.amount_kes, sales = sales_daily.sales + excluded.sales;
  return null;
end $$;
--> statement-breakpoint
create trigger sales_roll_up after insert on sales
  referencing new table as new_sales
  for each statement execute function sales_roll_up();
--> statement-breakpoint
create table farmer_daily (
  company_id uuid not null references companies(id),
  registered_by_id uuid,
  day date not null,
  farmers integer not null,
  constraint farmer_daily_key unique nulls not distinct (company_id, registered_by_id, day)
);
--> statement-breakpoint
create index farmer_daily_registered_by_day_idx on farmer_daily (registered_by_id, day);
--> statement-breakpoint
insert into farmer_daily (company_id, registered_by_id, day, farmers)
  select f.company_id, f.registered_by_id, (f.created_at at time zone c.time_zone)::date, count(*)
  from farmers f join companies c on c.id = f.company_id
  group by 1, 2, 3;
--> statement-breakpoint
create function farmers_roll_up() returns trigger language plpgsql as $$
begin
  insert into farmer_daily (company_id, registered_by_id, day, farmers)
    select n.company_id, n.registered_by_id, (n.created_at at time zone c.time_zone)::date, count(*)
    from new_farmers n join companies c on c.id = n.company_id
    group by 1, 2, 3
  on conflict (company_id, registered_by_id, day) do update set farmers = farmer_daily.farmers + excluded.farmers;
  return null;
end $$;
--> statement-breakpoint
create trigger farmers_roll_up after insert on farmers
  referencing new table as new_farmers
  for each statement execute function farmers_roll_up();
