create table questions (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies(id) on delete cascade,
  question_text text not null,
  question_type text not null check (question_type in ('multiple_choice', 'scenario')),
  trait text not null check (trait in ('KNOWLEDGE', 'COMMUNICATION', 'EMPATHIC_COMMUNICATION', 'GRIT')),
  code text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create unique index questions_company_code_key on questions (company_id, code);
--> statement-breakpoint
create index questions_company_trait_idx on questions (company_id, trait);
--> statement-breakpoint
create table question_options (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references questions(id) on delete cascade,
  position integer not null,
  option_text text not null,
  option_value text not null,
  is_correct boolean not null,
  score double precision not null check (score >= 0 and score <= 1)
);
--> statement-breakpoint
create unique index question_options_question_position_key on question_options (question_id, position);
--> statement-breakpoint
create table questionnaire_submissions (
  user_id uuid primary key references users(id) on delete cascade,
  company_id uuid not null references companies(id) on delete cascade,
  idempotency_key text,
  overall_percent double precision not null,
  qualified boolean not null,
  submitted_at timestamptz not null default now()
);
--> statement-breakpoint
create index questionnaire_submissions_company_idx on questionnaire_submissions (company_id);
--> statement-breakpoint
create table questionnaire_answers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references questionnaire_submissions(user_id) on delete cascade,
  question_id uuid references questions(id) on delete set null,
  position integer not null,
  question_text text not null,
  trait text not null,
  code text not null,
  answer_text text not null,
  option_text text not null,
  is_correct boolean not null,
  score double precision not null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create unique index questionnaire_answers_user_question_key on questionnaire_answers (user_id, question_id);
--> statement-breakpoint
create index questionnaire_answers_user_position_idx on questionnaire_answers (user_id, position);
