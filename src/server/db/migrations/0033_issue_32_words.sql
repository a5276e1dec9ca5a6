-- An account that never chose a language follows the device's (issue 32 item 1, ADR 0056); `language` stays the
-- language of the user's mail. Existing rows: a non-default language was picked on a screen or came from a
-- Kiswahili device at sign-up, so it counts as chosen; 'en' was the default every other account got, so it does not.
alter table users add column language_chosen boolean not null default false;
--> statement-breakpoint
update users set language_chosen = true where language <> 'en';
--> statement-breakpoint
-- An activity's line is worded by the screens from its type and what it names (issue 32 item 3, ADR 0056);
-- `description` stays the English line for API clients. Existing rows: what their English line named, read back
-- from the lines the server wrote (farmers.service, loans.service, gamification.service, questionnaire.service,
-- gamification-admin.service); any other line names nothing and is worded by its type alone.
alter table point_events add column params jsonb not null default '{}'::jsonb;
--> statement-breakpoint
update point_events set params = jsonb_build_object('farmer', substring(description from '^Registered farmer (.*)$'))
  where description ~ '^Registered farmer .';
--> statement-breakpoint
update point_events set params = jsonb_build_object('module', substring(description from '^Revisited training module (.*)$'))
  where description ~ '^Revisited training module .';
--> statement-breakpoint
update point_events set params = jsonb_build_object(
    'amount', replace(substring(description from '^Repayment of Kgs ([0-9.,]+) by '), ',', '')::numeric,
    'farmer', substring(description from '^Repayment of Kgs [0-9.,]+ by (.*)$'))
  where description ~ '^Repayment of Kgs [0-9][0-9.,]* by .';
--> statement-breakpoint
update point_events set params = jsonb_build_object('percent', substring(description from '^Scored ([0-9.]+)% ')::numeric)
  where description ~ '^Scored [0-9][0-9.]*% on the pre-training questionnaire$';
--> statement-breakpoint
update point_events set params = jsonb_build_object('recordedBy', substring(description from ' recorded by (.*)$'))
  where description ~ '^[a-z ]+ recorded by .' and recorded_by_id is not null;
