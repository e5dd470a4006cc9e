-- Every deleted session (sign-out, revoke, password reset, ban, account deletion) is recorded,
-- so each server process can refuse it at once even while the browser's signed cookie cache
-- would still vouch for it (see apps/server/src/auth/session-revocations.ts).
CREATE OR REPLACE FUNCTION record_session_revocation() RETURNS trigger AS $$
BEGIN
  INSERT INTO session_revocations (session_id) VALUES (OLD.id);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_record_revocation AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION record_session_revocation();
