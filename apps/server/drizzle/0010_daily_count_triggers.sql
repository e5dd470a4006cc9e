-- The admin dashboard's counts per UTC day (see daily_counts in apps/server/src/db/schema/admin.ts),
-- kept by triggers so reading them never scans users or fishing_reports.
CREATE OR REPLACE FUNCTION bump_daily_count(p_metric text, p_at timestamptz, p_by bigint) RETURNS void AS $$
BEGIN
  INSERT INTO daily_counts (metric, day, n) VALUES (p_metric, (p_at AT TIME ZONE 'UTC')::date, p_by)
  ON CONFLICT (metric, day) DO UPDATE SET n = daily_counts.n + EXCLUDED.n;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_user_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_daily_count('signups', NEW.created_at, 1);
    PERFORM bump_daily_count('users', NEW.created_at, 1);
    RETURN NEW;
  END IF;
  -- A deletion lowers the running total on the day it happens.
  PERFORM bump_daily_count('users', now(), -1);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_daily_count AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION count_user_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_report_written() RETURNS trigger AS $$
BEGIN
  PERFORM bump_daily_count('reports', NEW.created_at, 1);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER fishing_reports_daily_count AFTER INSERT ON fishing_reports
  FOR EACH ROW EXECUTE FUNCTION count_report_written();
--> statement-breakpoint
INSERT INTO daily_counts (metric, day, n)
  SELECT 'signups', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM users GROUP BY 2
  UNION ALL
  SELECT 'users', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM users GROUP BY 2
  UNION ALL
  SELECT 'reports', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM fishing_reports GROUP BY 2;
