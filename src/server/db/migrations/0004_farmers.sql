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
--> statement-breakpoint
create table farmer_name_words (
  farmer_id uuid not null references farmers(id) on delete cascade,
  company_id uuid not null references companies(id),
  word text not null,
  primary key (farmer_id, word)
);
--> statement-breakpoint
create index farmer_name_words_company_word_idx on farmer_name_words (company_id, word text_pattern_ops);
--> statement-breakpoint
create index farmer_name_words_word_idx on farmer_name_words (word text_pattern_ops);
--> statement-breakpoint
create function farmers_index_new_rows() returns trigger language plpgsql as $$
begin
  insert into farmer_facets (company_id, facet, value)
    select distinct company_id, 'county', county from new_farmers
    union select distinct company_id, 'gender', gender from new_farmers
    union select distinct company_id, 'cropType', crop_type from new_farmers where crop_type is not null
    on conflict do nothing;
  insert into farmer_name_words (farmer_id, company_id, word)
    select distinct f.id, f.company_id, w.word
    from new_farmers f, unnest(regexp_split_to_array(lower(f.name), '\s+')) as w(word)
    where w.word <> ''
    on conflict do nothing;
  return null;
end $$;
--> statement-breakpoint
create trigger farmers_index_new_rows after insert on farmers
  referencing new table as new_farmers
  for each statement execute function farmers_index_new_rows();
