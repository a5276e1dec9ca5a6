-- The sign-in sessions (ADR 0046): one row per token issued, by its jti, with the moment it was issued. A write
-- queued on a device says which session made it, and its act cannot be dated before that session began, even
-- when it reaches the server under a later session of the same user (work kept across a sign-out). A row is
-- purged once no act of its session can still be recorded (token lifetime + 90 days).
create table user_sessions (
  id uuid primary key,
  user_id uuid not null references users(id) on delete cascade,
  started_at timestamptz not null
);
--> statement-breakpoint
create index user_sessions_started_idx on user_sessions (started_at);
