create table idempotency_keys (
  owner text not null,
  key text not null,
  method text not null,
  path text not null,
  fingerprint text not null,
  status integer not null,
  body text,
  created_at timestamptz not null default now(),
  primary key (owner, key)
);
--> statement-breakpoint
create index idempotency_keys_created_idx on idempotency_keys (created_at);
--> statement-breakpoint
create table device_sync_reports (
  user_id uuid primary key references users(id) on delete cascade,
  device_id text,
  last_sync_at timestamptz not null,
  backlog integer not null,
  oldest_entry_age_seconds integer not null
);
--> statement-breakpoint
create index device_sync_reports_backlog_idx on device_sync_reports (backlog) where backlog > 0;
