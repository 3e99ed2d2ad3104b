-- Catalog queries that stay fast at a million books (api/BENCHMARKS.md, "Scale").
--
-- 1. Exact book-list totals without counting: books per (category, genre, has_content), kept by
--    triggers in the same transaction as the books themselves. A list total is the sum of a few of
--    these rows, and a deep page can be read from the far end of the index, knowing the total.
--    (No line inside a function body may end with a semicolon: migrations are split on those.)
CREATE TABLE catalog_counts (
  class_id smallint NOT NULL,
  subclass_id smallint NOT NULL,
  has_content boolean NOT NULL,
  books integer NOT NULL,
  PRIMARY KEY (class_id, subclass_id, has_content)
);
INSERT INTO catalog_counts (class_id, subclass_id, has_content, books)
SELECT class_id, subclass_id, has_content, count(*) FROM books GROUP BY class_id, subclass_id, has_content;

CREATE FUNCTION catalog_counts_add(changed_class smallint, changed_subclass smallint, changed_content boolean, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO catalog_counts AS c (class_id, subclass_id, has_content, books)
  VALUES (changed_class, changed_subclass, changed_content, delta)
  ON CONFLICT (class_id, subclass_id, has_content) DO UPDATE SET books = c.books + excluded.books
$$;

CREATE FUNCTION catalog_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  PERFORM catalog_counts_add(class_id, subclass_id, has_content, count(*)::int)
     FROM inserted_books GROUP BY class_id, subclass_id, has_content
  ; RETURN NULL; END $$;

CREATE FUNCTION catalog_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  PERFORM catalog_counts_add(class_id, subclass_id, has_content, -count(*)::int)
     FROM deleted_books GROUP BY class_id, subclass_id, has_content
  ; RETURN NULL; END $$;

CREATE FUNCTION catalog_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  PERFORM catalog_counts_add(OLD.class_id, OLD.subclass_id, OLD.has_content, -1)
  ; PERFORM catalog_counts_add(NEW.class_id, NEW.subclass_id, NEW.has_content, 1)
  ; RETURN NULL; END $$;

CREATE FUNCTION catalog_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  DELETE FROM catalog_counts
  ; RETURN NULL; END $$;

-- Statement triggers see every inserted row at once (a COPY batch updates a few counters, once).
CREATE TRIGGER books_counts_insert AFTER INSERT ON books
  REFERENCING NEW TABLE AS inserted_books FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_inserted();
CREATE TRIGGER books_counts_delete AFTER DELETE ON books
  REFERENCING OLD TABLE AS deleted_books FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_deleted();
-- Row triggers only for the rare updates that move a book between counters (view counts don't).
CREATE TRIGGER books_counts_update AFTER UPDATE OF class_id, subclass_id, has_content ON books
  FOR EACH ROW WHEN (OLD.class_id IS DISTINCT FROM NEW.class_id OR OLD.subclass_id IS DISTINCT FROM NEW.subclass_id
                     OR OLD.has_content IS DISTINCT FROM NEW.has_content)
  EXECUTE FUNCTION catalog_counts_updated();
CREATE TRIGGER books_counts_truncate AFTER TRUNCATE ON books
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_truncated();

-- 2. Relevance without scoring every match. For a query of one term, ts_rank(title_vector, query)
--    takes three kinds of values only: 0 for a book whose title, author and lead lack the term; one
--    and the same value for a book that has it exactly once (title_vector is all weight A); more for
--    the few books that have it more than once. title_rank_tiers() lists what makes a book one of
--    those few: '=' || lexeme for a lexeme with more than one position (or another weight), and,
--    for prefix queries, every prefix of a non-Chinese lexeme that more than one position starts
--    with. The search scores those few, then reads the rest in view-count order from its index.
CREATE FUNCTION title_rank_tiers(title tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(token)), ''::tsvector) FROM (
    SELECT '=' || lexeme AS token FROM unnest(title) AS u(lexeme, positions, weights)
     WHERE positions IS NULL OR cardinality(positions) > 1 OR NOT ('A' = ALL (weights))
    UNION ALL
    SELECT left(lexeme, n) FROM unnest(title) AS u(lexeme, positions, weights), generate_series(1, length(lexeme)) AS n
     WHERE NOT (ascii(lexeme) BETWEEN 13312 AND 19903 OR ascii(lexeme) BETWEEN 19968 AND 40959 OR ascii(lexeme) BETWEEN 63744 AND 64255)
     GROUP BY 1
    HAVING sum(coalesce(cardinality(positions), 2)) > 1 OR bool_or(positions IS NULL OR NOT ('A' = ALL (weights)))
  ) AS t
$$;
CREATE INDEX books_title_tiers_idx ON books USING gin (title_rank_tiers(title_vector));
-- Books whose title, author or lead has a term, for the rarer terms (the common ones are read in
-- view-count order instead).
CREATE INDEX books_title_idx ON books USING gin (title_vector);
