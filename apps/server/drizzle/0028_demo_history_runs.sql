-- The demo history's run for the demo merchant (src/demo/seed-demo-history.ts): claimed by one
-- instance, its progress shown on the dashboards while their figures fill in.
CREATE TABLE demo_history_runs (
  merchant_id text PRIMARY KEY,
  days integer NOT NULL,
  days_played integer NOT NULL,
  started_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone NOT NULL,
  finished_at timestamp with time zone
);
