create table companies (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null unique,
  kind text not null check (kind in ('seed', 'lender')),
  time_zone text not null default 'Africa/Nairobi',
  logo_url text,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create table users (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone_number text,
  password_hash text not null,
  role text not null check (role in ('admin', 'company_admin', 'potential_agent', 'engaged_agent')),
  company_id uuid references companies(id),
  gender text,
  marital_status text,
  number_of_children integer,
  date_of_birth date,
  agent_code text,
  photo_url text,
  token_version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create unique index users_email_lower_key on users (lower(email));
--> statement-breakpoint
create unique index users_phone_key on users (phone_number);
--> statement-breakpoint
create unique index users_agent_code_key on users (agent_code);
--> statement-breakpoint
create index users_company_role_idx on users (company_id, role);
--> statement-breakpoint
create table agent_profiles (
  user_id uuid primary key references users(id) on delete cascade,
  work_geographic_location text,
  years_of_sales_field_experience integer,
  education_level text
);
--> statement-breakpoint
create table password_reset_tokens (
  token_hash text primary key,
  user_id uuid not null references users(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create table rate_limits (
  key text primary key,
  count integer not null,
  reset_at timestamptz not null
);
