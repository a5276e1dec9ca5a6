-- Counties from a list (issue 17 item 1, docs/adr/0019-farmer-records.md): every farmer's county becomes one of
-- Kenya's 47 (src/shared/counties.ts, numbered as the Constitution's First Schedule) when it matches one by its
-- letters alone (case, spaces, hyphens, slashes and apostrophes ignored, as the API does). A value that matches
-- none is left as it was and written to migration_notes (made by the migrator), which the server prints to its
-- log after migrating.
create temporary table county_names (number integer primary key, name text not null, key text not null) on commit drop;
--> statement-breakpoint
insert into county_names (number, name, key)
select number, name, regexp_replace(lower(name), '[^a-z]', '', 'g') from (values
  (1, 'Mombasa'),
  (2, 'Kwale'),
  (3, 'Kilifi'),
  (4, 'Tana River'),
  (5, 'Lamu'),
  (6, 'Taita-Taveta'),
  (7, 'Garissa'),
  (8, 'Wajir'),
  (9, 'Mandera'),
  (10, 'Marsabit'),
  (11, 'Isiolo'),
  (12, 'Meru'),
  (13, 'Tharaka-Nithi'),
  (14, 'Embu'),
  (15, 'Kitui'),
  (16, 'Machakos'),
  (17, 'Makueni'),
  (18, 'Nyandarua'),
  (19, 'Nyeri'),
  (20, 'Kirinyaga'),
  (21, 'Murang''a'),
  (22, 'Kiambu'),
  (23, 'Turkana'),
  (24, 'West Pokot'),
  (25, 'Samburu'),
  (26, 'Trans Nzoia'),
  (27, 'Uasin Gishu'),
  (28, 'Elgeyo-Marakwet'),
  (29, 'Nandi'),
  (30, 'Baringo'),
  (31, 'Laikipia'),
  (32, 'Nakuru'),
  (33, 'Narok'),
  (34, 'Kajiado'),
  (35, 'Kericho'),
  (36, 'Bomet'),
  (37, 'Kakamega'),
  (38, 'Vihiga'),
  (39, 'Bungoma'),
  (40, 'Busia'),
  (41, 'Siaya'),
  (42, 'Kisumu'),
  (43, 'Homa Bay'),
  (44, 'Migori'),
  (45, 'Kisii'),
  (46, 'Nyamira'),
  (47, 'Nairobi')
) as c(number, name);
--> statement-breakpoint
create temporary table county_aliases (key text primary key, name text not null) on commit drop;
--> statement-breakpoint
insert into county_aliases (key, name) select key, name from county_names union all select 'nairobicity', 'Nairobi';
--> statement-breakpoint
update farmers f set county = a.name
  from county_aliases a
  where a.key = regexp_replace(lower(f.county), '[^a-z]', '', 'g') and f.county <> a.name;
--> statement-breakpoint
insert into migration_notes (migration, note)
  select '0015_counties.sql', format('farmers.county %L (%s farmer%s) is not one of the 47 counties and was left as it was', county, n, case when n = 1 then '' else 's' end)
  from (select county, count(*) as n from farmers where county not in (select name from county_names) group by county order by county) unmatched;
--> statement-breakpoint
-- The filter lists offer what is registered: the renamed values replace the old ones.
delete from farmer_facets where facet = 'county';
--> statement-breakpoint
insert into farmer_facets (company_id, facet, value) select distinct company_id, 'county', county from farmers;
