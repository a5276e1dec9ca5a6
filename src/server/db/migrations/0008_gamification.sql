create table incentive_options (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('SHORT_TERM', 'LONG_TERM')),
  title text not null,
  description text not null,
  points_needed integer not null constraint incentive_options_points_check check (points_needed >= 1),
  reward text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create table incentive_selections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  company_id uuid references companies(id),
  option_id uuid not null references incentive_options(id),
  type text not null check (type in ('SHORT_TERM', 'LONG_TERM')),
  period text not null,
  selected_at timestamptz not null default now()
);
--> statement-breakpoint
create unique index incentive_selections_user_type_period_idx on incentive_selections (user_id, type, period);
--> statement-breakpoint
create index incentive_selections_option_idx on incentive_selections (option_id);
--> statement-breakpoint
create table weekly_claims (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  week_id text not null,
  option_id uuid not null references incentive_options(id),
  weekly_points integer not null,
  claimed_at timestamptz not null default now()
);
--> statement-breakpoint
create unique index weekly_claims_user_week_idx on weekly_claims (user_id, week_id);
