-- A platform admin belongs to no company (issue 13 item 1): promotion to admin clears the company.
update users set company_id = null where role = 'admin';
--> statement-breakpoint
alter table users add constraint users_admin_has_no_company check (role <> 'admin' or company_id is null);
--> statement-breakpoint
-- Tokens signed out on the server (ADR 0013), by their jti; a row is purged once its token has expired.
create table revoked_tokens (
  jti uuid primary key,
  user_id uuid not null references users(id) on delete cascade,
  expires_at timestamptz not null
);
--> statement-breakpoint
create index revoked_tokens_expires_idx on revoked_tokens (expires_at);
--> statement-breakpoint
create index rate_limits_reset_idx on rate_limits (reset_at);
