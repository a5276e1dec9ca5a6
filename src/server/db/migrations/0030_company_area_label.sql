-- What a company calls its farmers' area column is a setting of the company, not a rule keyed by a slug in the
-- code (issue 35). Spec part 2 §2.8: SeedSasa says County, every other company District; an existing SeedSasa
-- keeps its label.
alter table companies add column area_label text not null default 'district'
  check (area_label in ('county', 'district'));
--> statement-breakpoint
update companies set area_label = 'county' where slug = 'seedsasa';
