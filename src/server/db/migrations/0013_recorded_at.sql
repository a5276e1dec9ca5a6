-- The time of the act (issue 12 item 4, ADR 0012): what the user did offline keeps the moment they did it, beside
-- the server's own created_at. Existing rows were written online, so their act is their server time.
alter table farmers add column recorded_at timestamptz;
--> statement-breakpoint
update farmers set recorded_at = created_at;
--> statement-breakpoint
alter table farmers alter column recorded_at set not null;
--> statement-breakpoint
alter table sales add column recorded_at timestamptz;
--> statement-breakpoint
update sales set recorded_at = created_at;
--> statement-breakpoint
alter table sales alter column recorded_at set not null;
--> statement-breakpoint
alter table loans add column recorded_at timestamptz;
--> statement-breakpoint
update loans set recorded_at = created_at;
--> statement-breakpoint
alter table loans alter column recorded_at set not null;
--> statement-breakpoint
alter table loan_repayments add column recorded_at timestamptz;
--> statement-breakpoint
update loan_repayments set recorded_at = created_at;
--> statement-breakpoint
alter table loan_repayments alter column recorded_at set not null;
--> statement-breakpoint
-- Progress rows have no created_at: their last report was written at updated_at.
alter table audio_progress add column recorded_at timestamptz;
--> statement-breakpoint
update audio_progress set recorded_at = updated_at;
--> statement-breakpoint
alter table audio_progress alter column recorded_at set not null;
--> statement-breakpoint
alter table questionnaire_submissions add column recorded_at timestamptz;
--> statement-breakpoint
update questionnaire_submissions set recorded_at = submitted_at;
--> statement-breakpoint
alter table questionnaire_submissions alter column recorded_at set not null;
--> statement-breakpoint
alter table point_events add column recorded_at timestamptz;
--> statement-breakpoint
update point_events set recorded_at = created_at;
--> statement-breakpoint
alter table point_events alter column recorded_at set not null;
--> statement-breakpoint
-- Weekly points, the performance report's date range and the activity lists read the ledger by the act.
drop index point_events_user_created_idx;
--> statement-breakpoint
drop index point_events_company_created_idx;
--> statement-breakpoint
create index point_events_user_recorded_idx on point_events (user_id, recorded_at);
--> statement-breakpoint
create index point_events_company_recorded_idx on point_events (company_id, recorded_at);
--> statement-breakpoint
-- Registrations count on the day of the act. farmer_daily needs no rebuild: every existing row's act is its created_at.
create or replace function farmers_roll_up() returns trigger language plpgsql as $$
begin
  insert into farmer_daily (company_id, registered_by_id, day, farmers)
    select n.company_id, n.registered_by_id, (n.recorded_at at time zone c.time_zone)::date, count(*)
    from new_farmers n join companies c on c.id = n.company_id
    group by 1, 2, 3
  on conflict (company_id, registered_by_id, day) do update set farmers = farmer_daily.farmers + excluded.farmers;
  return null;
end $$;
