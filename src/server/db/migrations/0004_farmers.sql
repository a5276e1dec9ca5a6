create table farmers (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies(id),
  registered_by_id uuid references users(id) on delete set null,
  name text not null,
  phone_number text not null,
  national_id bigint,
  age integer,
  gender text not null,
  county text not null,
  sub_county text,
  ward text,
  village text,
  crop_type text,
  farm_size text,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create unique index farmers_company_phone_key on farmers (company_id, phone_number);
--> statement-breakpoint
create unique index farmers_company_national_id_key on farmers (company_id, national_id) where national_id is not null;
--> statement-breakpoint
create index farmers_company_created_idx on farmers (company_id, created_at desc, id desc);
--> statement-breakpoint
create index farmers_company_county_idx on farmers (company_id, county, created_at desc);
--> statement-breakpoint
create index farmers_company_crop_idx on farmers (company_id, crop_type, created_at desc);
--> statement-breakpoint
create index farmers_company_name_idx on farmers (company_id, lower(name) text_pattern_ops);
--> statement-breakpoint
create index farmers_registered_by_idx on farmers (registered_by_id, created_at desc);
--> statement-breakpoint
create index farmers_created_idx on farmers (created_at desc, id desc);
--> statement-breakpoint
create table farmer_facets (
  company_id uuid not null references companies(id),
  facet text not null check (facet in ('county', 'gender', 'cropType')),
  value text not null,
  primary key (company_id, facet, value)
);
