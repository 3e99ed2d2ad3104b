-- Where the reader is inside a chapter: the character offset (into the chapter's text) of what is
-- at the top of their screen, with the time it was recorded there (a device's own clock for
-- reports sent later from offline reading), so the latest place wins across devices.
ALTER TABLE reading_progress ADD COLUMN position integer NOT NULL DEFAULT 0 CHECK (position >= 0);
ALTER TABLE reading_progress ADD COLUMN position_at timestamptz;

-- Progress reports queued offline carry an id: each is applied once, however often it is sent.
CREATE TABLE progress_reports (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report_id uuid NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, report_id)
);
CREATE INDEX progress_reports_received_idx ON progress_reports (received_at);

-- Reader settings follow the account; the change made last (by its own time) wins.
CREATE TABLE reader_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  settings jsonb NOT NULL,
  changed_at timestamptz NOT NULL
);

-- Statistics read reading time by day.
CREATE INDEX reading_progress_completed_idx ON reading_progress (user_id, completed_at) WHERE completed_at IS NOT NULL;
