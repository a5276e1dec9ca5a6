create table audio_files (
  id uuid primary key default gen_random_uuid(),
  original_name text not null,
  file_name text not null,
  file_size bigint not null,
  mime_type text not null,
  duration double precision,
  uploaded_by_id uuid references users(id) on delete set null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index audio_files_created_idx on audio_files (created_at);
--> statement-breakpoint
create index audio_files_file_name_idx on audio_files (file_name);
--> statement-breakpoint
create table training_modules (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  is_active boolean not null default true,
  module_order integer not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create table module_audios (
  id uuid primary key default gen_random_uuid(),
  module_id uuid not null references training_modules(id) on delete cascade,
  audio_file_id uuid not null references audio_files(id),
  position integer not null,
  description text
);
--> statement-breakpoint
create index module_audios_module_idx on module_audios (module_id, position);
--> statement-breakpoint
create index module_audios_file_idx on module_audios (audio_file_id);
--> statement-breakpoint
create table module_starts (
  user_id uuid not null references users(id) on delete cascade,
  module_id uuid not null references training_modules(id) on delete cascade,
  started_at timestamptz not null default now(),
  primary key (user_id, module_id)
);
--> statement-breakpoint
create table audio_progress (
  user_id uuid not null references users(id) on delete cascade,
  module_audio_id uuid not null references module_audios(id) on delete cascade,
  time_spent_seconds integer not null default 0,
  last_played_position double precision not null default 0,
  is_completed boolean not null default false,
  first_access_date timestamptz not null default now(),
  completion_date timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, module_audio_id)
);
--> statement-breakpoint
create table audio_progress_updates (
  key text primary key,
  user_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now()
);
