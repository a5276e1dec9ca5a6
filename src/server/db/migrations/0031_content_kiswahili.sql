-- Content in two languages (issue 32 item 4, ADR 0057): what admins write for agents to read gets an optional
-- Kiswahili text beside the English one, which stays required and is the fallback. Null means "not written".
alter table training_modules add column title_sw text;
--> statement-breakpoint
alter table training_modules add column description_sw text;
--> statement-breakpoint
alter table module_audios add column description_sw text;
--> statement-breakpoint
alter table questions add column question_text_sw text;
--> statement-breakpoint
alter table question_options add column option_text_sw text;
--> statement-breakpoint
-- A submitted answer keeps the texts its author read, in both languages, as it keeps the English ones.
alter table questionnaire_answers add column question_text_sw text;
--> statement-breakpoint
alter table questionnaire_answers add column option_text_sw text;
--> statement-breakpoint
alter table incentive_options add column title_sw text;
--> statement-breakpoint
alter table incentive_options add column description_sw text;
--> statement-breakpoint
alter table incentive_options add column reward_sw text;
