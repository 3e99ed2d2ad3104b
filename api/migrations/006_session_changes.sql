-- Tells every API process which readers' sessions changed, so each can keep the sessions it has
-- looked up in memory (services/session-cache.ts) and still refuse a revoked one at once.
--
-- A NOTIFY on the channel `session_changes` after any statement that removes or changes a session
-- (a TRUNCATE too), and after a reader's role changes or the reader is deleted, from whatever
-- connection it comes: the API's own logout and password changes, the admin CLI, or SQL by hand.
-- The payload is the readers' ids, comma-separated, or `*` when they would not fit in a
-- notification (8000 bytes), or for a TRUNCATE: a listener then forgets every session. PostgreSQL
-- delivers a notification only once its transaction commits, and drops it with a rollback.
-- (No line inside a body may end with a semicolon: migrations are split on those.)
-- The readers' ids as a payload, or `*` past what a notification carries; none for no rows.
CREATE FUNCTION notify_session_changes(user_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(user_ids) > 0 THEN
    PERFORM pg_notify('session_changes', CASE WHEN cardinality(user_ids) > 700 THEN '*' ELSE array_to_string(user_ids, ',') END)
  ; END IF
; END $$;

CREATE FUNCTION sessions_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_session_changes(ARRAY(SELECT DISTINCT user_id FROM old_sessions))
  ; RETURN NULL
; END $$;

CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS old_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_changed();

CREATE TRIGGER sessions_updated AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS old_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_changed();

CREATE FUNCTION sessions_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '*')
  ; RETURN NULL
; END $$;

CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_truncated();

CREATE FUNCTION user_access_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_session_changes(ARRAY[OLD.id])
  ; RETURN NULL
; END $$;

CREATE TRIGGER users_access_changed AFTER UPDATE OF role OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION user_access_changed();
