-- A run's progress, fanned out to every process (PRODUCT.md §10: progress events go through the database):
-- each change of an execution notifies its id on `execution_progress`; API instances holding a
-- Server-Sent Events stream for it LISTEN and re-read the row.
CREATE OR REPLACE FUNCTION notify_execution_progress() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('execution_progress', NEW.id::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER executions_progress_notify
  AFTER INSERT OR UPDATE ON "executions"
  FOR EACH ROW EXECUTE FUNCTION notify_execution_progress();
