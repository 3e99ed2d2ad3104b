-- Readers and their sessions.
CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  email text,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'reader' CHECK (role IN ('reader', 'admin')),
  coins integer NOT NULL DEFAULT 0 CHECK (coins >= 0),
  -- The withdraw target the user is working toward; moves up after each withdrawal.
  withdraw_level integer NOT NULL DEFAULT 1,
  next_checkin_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- The catalog. class_id is the book-list category, subclass_id the search genre.
CREATE TABLE categories (
  id smallint PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name_zh text NOT NULL UNIQUE,
  name_en text NOT NULL
);

CREATE TABLE genres (
  id smallint PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  class_id smallint NOT NULL REFERENCES categories (id),
  name_zh text NOT NULL,
  name_en text NOT NULL
);

CREATE TABLE books (
  book_id serial PRIMARY KEY,
  class_id smallint NOT NULL REFERENCES categories (id),
  subclass_id smallint NOT NULL REFERENCES genres (id),
  author text NOT NULL,
  book_name text NOT NULL,
  lead_name text NOT NULL DEFAULT '',
  book_label text NOT NULL DEFAULT '',
  book_intro text NOT NULL DEFAULT '',
  book_tags text NOT NULL DEFAULT '',
  book_vip smallint NOT NULL DEFAULT 0 CHECK (book_vip IN (0, 1)),
  book_price integer NOT NULL DEFAULT 0 CHECK (book_price >= 0),
  book_update timestamptz NOT NULL DEFAULT now(),
  book_chapters integer NOT NULL DEFAULT 0,
  book_words integer NOT NULL DEFAULT 0,
  cover_img text NOT NULL DEFAULT '',
  rating real NOT NULL DEFAULT 4.5,
  view_count integer NOT NULL DEFAULT 0,
  read_count integer NOT NULL DEFAULT 0,
  has_content boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Search tokens (see api/src/search/tokens.ts). title_vector holds title, author and lead
  -- (weight A); search_vector adds tags (B) and the intro (C) and is what queries match against.
  -- Relevance ranks on the small title_vector, which is cheap to score across many matches.
  title_vector tsvector NOT NULL DEFAULT ''::tsvector,
  search_vector tsvector NOT NULL DEFAULT ''::tsvector
);
CREATE INDEX books_search_idx ON books USING gin (search_vector);
CREATE INDEX books_class_idx ON books (class_id, book_id);
CREATE INDEX books_subclass_idx ON books (subclass_id, book_id);
CREATE INDEX books_content_idx ON books (book_id) WHERE has_content;
CREATE INDEX books_rating_idx ON books (rating DESC, book_id);
CREATE INDEX books_read_count_idx ON books (read_count DESC, book_id);
CREATE INDEX books_view_count_idx ON books (view_count DESC, book_id);
CREATE INDEX books_created_at_idx ON books (created_at DESC, book_id);

CREATE TABLE chapters (
  id serial PRIMARY KEY,
  book_id integer NOT NULL REFERENCES books (book_id) ON DELETE CASCADE,
  chapter_no integer NOT NULL CHECK (chapter_no > 0),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  word_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (book_id, chapter_no)
);

CREATE TABLE favorites (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book_id integer NOT NULL REFERENCES books (book_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, book_id)
);
CREATE INDEX favorites_user_recent_idx ON favorites (user_id, created_at DESC, id DESC);

-- Reading: when a chapter was opened (the honesty check for rewards) and how far it was read.
CREATE TABLE chapter_opens (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chapter_id integer NOT NULL REFERENCES chapters (id) ON DELETE CASCADE,
  book_id integer NOT NULL REFERENCES books (book_id) ON DELETE CASCADE,
  opened_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, chapter_id)
);
CREATE INDEX chapter_opens_user_book_idx ON chapter_opens (user_id, book_id);

CREATE TABLE reading_progress (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chapter_id integer NOT NULL REFERENCES chapters (id) ON DELETE CASCADE,
  book_id integer NOT NULL REFERENCES books (book_id) ON DELETE CASCADE,
  progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  completed_at timestamptz,
  -- The calendar day (APP_TIMEZONE) the chapter was completed: what the daily tasks count.
  completed_day date,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, chapter_id)
);
CREATE INDEX reading_progress_user_book_idx ON reading_progress (user_id, book_id);
CREATE INDEX reading_progress_completed_day_idx ON reading_progress (user_id, completed_day) WHERE completed_day IS NOT NULL;
CREATE INDEX reading_progress_recent_idx ON reading_progress (user_id, updated_at DESC);

-- The coin ledger: one row per coin movement, written with the balance change.
CREATE TABLE coin_ledger (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  transaction_type text NOT NULL CHECK (transaction_type IN ('add', 'subtract')),
  amount integer NOT NULL CHECK (amount > 0),
  task_type text NOT NULL CHECK (task_type IN ('daily_checkin', 'chapter_reading', 'novel_reading', 'chapter_reward', 'first_read_reward', 'other')),
  description_key text NOT NULL,
  book_id integer REFERENCES books (book_id) ON DELETE SET NULL,
  chapter_id integer REFERENCES chapters (id) ON DELETE SET NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coin_ledger_user_idx ON coin_ledger (user_id, id DESC);

-- Each reward has a table whose unique constraint makes paying it twice impossible.
CREATE TABLE checkins (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The next_checkin_at that allowed this check-in (epoch for the first one): one check-in per period.
  period_start timestamptz NOT NULL,
  checked_in_at timestamptz NOT NULL DEFAULT now(),
  next_checkin_at timestamptz NOT NULL,
  coins integer NOT NULL,
  UNIQUE (user_id, period_start)
);
CREATE INDEX checkins_user_recent_idx ON checkins (user_id, checked_in_at DESC);

CREATE TABLE reading_rewards (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book_id integer NOT NULL REFERENCES books (book_id) ON DELETE CASCADE,
  chapter_id integer NOT NULL REFERENCES chapters (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('chapter_reward', 'first_read_reward')),
  coins integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX reading_rewards_chapter_key ON reading_rewards (user_id, chapter_id) WHERE kind = 'chapter_reward';
CREATE UNIQUE INDEX reading_rewards_first_read_key ON reading_rewards (user_id, book_id) WHERE kind = 'first_read_reward';
CREATE INDEX reading_rewards_user_book_idx ON reading_rewards (user_id, book_id);

CREATE TABLE task_payouts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  task text NOT NULL CHECK (task IN ('chapter_reading', 'novel_reading')),
  day date NOT NULL,
  coins integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, task, day)
);

CREATE TABLE chapter_purchases (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book_id integer NOT NULL REFERENCES books (book_id) ON DELETE CASCADE,
  chapter_id integer NOT NULL REFERENCES chapters (id) ON DELETE CASCADE,
  price integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, chapter_id)
);

-- Withdrawal targets: level 1's amount is what GET/PUT /withdraw/config read and set.
CREATE TABLE withdraw_targets (
  level integer PRIMARY KEY CHECK (level > 0),
  name_zh text NOT NULL,
  name_en text NOT NULL,
  target_amount integer NOT NULL CHECK (target_amount > 0)
);
INSERT INTO withdraw_targets (level, name_zh, name_en, target_amount) VALUES
  (1, '初级提现', 'Basic Withdrawal', 10000000),
  (2, '中级提现', 'Intermediate Withdrawal', 20000000),
  (3, '高级提现', 'Advanced Withdrawal', 50000000),
  (4, '专家提现', 'Expert Withdrawal', 100000000),
  (5, '大师提现', 'Master Withdrawal', 200000000);

CREATE TABLE withdrawals (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_level integer NOT NULL REFERENCES withdraw_targets (level),
  amount integer NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, target_level)
);

CREATE TABLE achievements (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_level integer NOT NULL REFERENCES withdraw_targets (level),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, target_level)
);

INSERT INTO categories (id, slug, name_zh, name_en) VALUES
  (1, 'urban-romance', '都市言情', 'Urban Romance'),
  (2, 'fantasy-magic', '玄幻奇幻', 'Fantasy & Magic'),
  (3, 'history-military', '历史军事', 'History & Military'),
  (4, 'scifi-future', '科幻未来', 'Sci-fi & Future'),
  (5, 'mystery-thriller', '悬疑推理', 'Mystery & Thriller');

INSERT INTO genres (id, slug, class_id, name_zh, name_en) VALUES
  (1, 'fantasy', 2, '奇幻', 'Fantasy'),
  (2, 'urban', 1, '都市', 'Urban'),
  (3, 'history', 3, '历史', 'History'),
  (4, 'scifi', 4, '科幻', 'Sci-fi'),
  (5, 'wuxia', 2, '武侠', 'Wuxia'),
  (6, 'romance', 1, '言情', 'Romance'),
  (7, 'military', 3, '军事', 'Military'),
  (8, 'mystery', 5, '悬疑', 'Mystery');
