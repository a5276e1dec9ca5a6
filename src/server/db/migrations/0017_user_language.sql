-- The language a user reads the app and its mail in (issue 15, docs/i18n.md): follows the agent to another phone.
alter table users add column language text not null default 'en';
--> statement-breakpoint
alter table users add constraint users_language_check check (language in ('en', 'sw'));
