-- The instant the demo history ends, kept so that a run stopped midway resumes on the same days.
ALTER TABLE demo_history_runs ADD COLUMN ends_at timestamp with time zone;
--> statement-breakpoint
UPDATE demo_history_runs SET ends_at = started_at;
--> statement-breakpoint
ALTER TABLE demo_history_runs ALTER COLUMN ends_at SET NOT NULL;
