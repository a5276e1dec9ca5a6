-- The default blob store (issue 34 item 2, ADR 0049): every file in the database, so every process sees the same
-- files and one dump holds data and files together. Files already on a machine's disk are moved in at start.
create table blobs (
  key text primary key,
  blob_id uuid not null,
  size bigint not null,
  content_type text not null,
  chunk_bytes integer not null,
  created_at timestamptz not null default now(),
  constraint blobs_blob_id_unique unique (blob_id)
);
--> statement-breakpoint
create table blob_chunks (
  blob_id uuid not null,
  seq integer not null,
  data bytea not null,
  written_at timestamptz not null default now(),
  constraint blob_chunks_blob_id_seq_pk primary key (blob_id, seq)
);
--> statement-breakpoint
create index blob_chunks_written_at_idx on blob_chunks (written_at);
--> statement-breakpoint
-- Audio and photos are compressed already: stored out of line without another compression attempt.
alter table blob_chunks alter column data set storage external;
