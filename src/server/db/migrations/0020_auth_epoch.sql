-- One counter raised, in the same transaction, by every write that changes what authentication reads of a
-- user: role, company, name and token version (password, email/phone change, sign-out everywhere), a
-- deletion, and a token signed out. Each server process caches who a token is for and checks this one row
-- per request instead (ADR 0024): a changed counter means the cache may be stale, in every process at once,
-- since the counter is visible exactly when the change is committed.
create table auth_epoch (
  id smallint primary key default 1 constraint auth_epoch_one_row check (id = 1),
  n bigint not null
);
--> statement-breakpoint
insert into auth_epoch (id, n) values (1, 0);
--> statement-breakpoint
create function auth_epoch_bump() returns trigger language plpgsql as $$
begin
  update auth_epoch set n = n + 1 where id = 1;
  return null;
end $$;
--> statement-breakpoint
create trigger users_auth_epoch_update after update of role, company_id, name, token_version on users
  for each statement execute function auth_epoch_bump();
--> statement-breakpoint
create trigger users_auth_epoch_delete after delete on users
  for each statement execute function auth_epoch_bump();
--> statement-breakpoint
create trigger revoked_tokens_auth_epoch after insert on revoked_tokens
  for each statement execute function auth_epoch_bump();
