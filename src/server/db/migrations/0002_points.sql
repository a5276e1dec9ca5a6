create table point_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  company_id uuid references companies(id),
  activity_type text not null,
  points integer not null,
  description text not null,
  source_key text not null unique,
  reason text,
  recorded_by_id uuid references users(id),
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index point_events_user_created_idx on point_events (user_id, created_at);
--> statement-breakpoint
create index point_events_company_created_idx on point_events (company_id, created_at);
