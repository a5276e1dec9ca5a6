-- An account that never chose a language follows the device's (issue 32 item 1, ADR 0056); `language` stays the
-- language of the user's mail. Existing rows: a non-default language was picked on a screen or came from a
-- Kiswahili device at sign-up, so it counts as chosen; 'en' was the default every other account got, so it does not.
alter table users add column language_chosen boolean not null default false;
--> statement-breakpoint
update users set language_chosen = true where language <> 'en';
