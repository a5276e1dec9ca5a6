-- A phone version of each training audio (ADR 0052): a second stored file keyed by the audio and a variant,
-- so that the original stays for admins and agents fetch the small one. Audio uploaded before has none: agents
-- get the original until an admin uploads it again.
create table audio_variants (
  audio_file_id uuid not null references audio_files(id) on delete cascade,
  variant text not null,
  file_name text not null,
  file_size bigint not null,
  mime_type text not null,
  primary key (audio_file_id, variant)
);
--> statement-breakpoint
create index audio_variants_file_name_idx on audio_variants (file_name);
