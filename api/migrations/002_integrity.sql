-- Account recovery: the hash of the reader's one-time recovery code (shown once, never stored).
ALTER TABLE users ADD COLUMN recovery_code_hash text;

-- Throttling of logins, password resets and registrations, shared by every API process: one row
-- per counted attempt, keyed by subject ('u:<username>' or 'a:<client address>').
CREATE TABLE auth_attempts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('login_failure', 'password_reset', 'registration')),
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_attempts_subject_idx ON auth_attempts (kind, subject, created_at);
CREATE INDEX auth_attempts_created_idx ON auth_attempts (created_at);

-- One reading clock per reader: the chapter open now and when its clock last moved.
CREATE TABLE reading_clocks (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  book_id integer NOT NULL REFERENCES books (book_id) ON DELETE CASCADE,
  chapter_id integer NOT NULL REFERENCES chapters (id) ON DELETE CASCADE,
  last_event_at timestamptz NOT NULL
);

-- Reading time the clock measured, per chapter and calendar day (APP_TIMEZONE): what rewards,
-- completions and reading statistics count.
CREATE TABLE reading_time (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chapter_id integer NOT NULL REFERENCES chapters (id) ON DELETE CASCADE,
  book_id integer NOT NULL REFERENCES books (book_id) ON DELETE CASCADE,
  day date NOT NULL,
  seconds double precision NOT NULL CHECK (seconds >= 0),
  PRIMARY KEY (user_id, chapter_id, day)
);
CREATE INDEX reading_time_user_day_idx ON reading_time (user_id, day);
