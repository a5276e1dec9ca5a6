-- The session cache holds each user's company (name, kind, time zone) besides the user (ADR 0028): a change to
-- a company, or its deletion, raises the auth epoch in the same transaction like a change to a user (0020),
-- so that the next request in every process reads the company again.
create trigger companies_auth_epoch_update after update on companies
  for each statement execute function auth_epoch_bump();
--> statement-breakpoint
create trigger companies_auth_epoch_delete after delete on companies
  for each statement execute function auth_epoch_bump();
