-- Tells every API process whose favorites changed, so each can keep readers' favorites in memory
-- (services/favorite-cache.ts) and still answer a favorite added or removed anywhere at once.
--
-- A NOTIFY on the channel `favorite_changes` after any statement that adds, changes or removes a
-- favorite (a TRUNCATE too), from whatever connection it comes: the API's own routes, a reader's
-- or a book's deletion cascading, or SQL by hand. The payload is as migration 006's: the readers'
-- ids, comma-separated, `*` past what a notification carries or for a TRUNCATE. PostgreSQL
-- delivers a notification only once its transaction commits, and drops it with a rollback.
-- (No line inside a body may end with a semicolon: migrations are split on those.)
CREATE FUNCTION notify_readers(channel text, user_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(user_ids) > 0 THEN
    PERFORM pg_notify(channel, CASE WHEN cardinality(user_ids) > 700 THEN '*' ELSE array_to_string(user_ids, ',') END)
  ; END IF
; END $$;

-- A trigger may name only one event when it reads the statement's rows, hence one per event.
CREATE FUNCTION favorites_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_readers('favorite_changes', ARRAY(SELECT DISTINCT user_id FROM new_favorites))
  ; RETURN NULL
; END $$;

CREATE FUNCTION favorites_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_readers('favorite_changes', ARRAY(SELECT DISTINCT user_id FROM old_favorites))
  ; RETURN NULL
; END $$;

-- An update may move a favorite from one reader or book to another: both sides are named.
CREATE FUNCTION favorites_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_readers('favorite_changes', ARRAY(SELECT user_id FROM old_favorites UNION SELECT user_id FROM new_favorites))
  ; RETURN NULL
; END $$;

CREATE TRIGGER favorites_inserted AFTER INSERT ON favorites
  REFERENCING NEW TABLE AS new_favorites
  FOR EACH STATEMENT EXECUTE FUNCTION favorites_added();

CREATE TRIGGER favorites_deleted AFTER DELETE ON favorites
  REFERENCING OLD TABLE AS old_favorites
  FOR EACH STATEMENT EXECUTE FUNCTION favorites_removed();

CREATE TRIGGER favorites_updated AFTER UPDATE ON favorites
  REFERENCING OLD TABLE AS old_favorites NEW TABLE AS new_favorites
  FOR EACH STATEMENT EXECUTE FUNCTION favorites_updated();

CREATE FUNCTION favorites_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('favorite_changes', '*')
  ; RETURN NULL
; END $$;

CREATE TRIGGER favorites_truncated AFTER TRUNCATE ON favorites
  FOR EACH STATEMENT EXECUTE FUNCTION favorites_truncated();
