-- The home list (no category, no content filter), planned once per connection (api/BENCHMARKS.md,
-- "Cold home screen").
--
-- Sent from the API, the list's statement is planned again on every call: PostgreSQL keeps a plan
-- for a prepared statement only when its estimated cost does not depend on the parameters, and a
-- LIMIT/OFFSET of parameters makes it do. Planning it costs more than running it: at 100k books the
-- statement took 2.7 ms of PostgreSQL CPU a page, this function 0.7 ms. In a PL/pgSQL function with
-- plan_cache_mode = force_generic_plan, each connection plans it once and runs that plan for every
-- page: a page is read by key from the start or the end of the primary key whatever the parameters,
-- and each of its books by key (LATERAL ... OFFSET 0 keeps that plan from being traded for a hash
-- join over every book, which a plan made without knowing the page size could estimate cheaper).
--
-- The query is repositories/books.ts' list() without a filter, which test/books-equivalence.test.ts
-- holds to the list before the scale work: an exact total from catalog_counts, and a page read from
-- min(book_id) + offset when the ids have no gaps, otherwise from the nearer end of the index.
-- STABLE: the function's statement runs in its caller's snapshot, so total and page agree.
-- (No line inside the body may end with a semicolon: migrations are split on those.)
CREATE FUNCTION catalog_page(page_limit integer, page_offset integer)
RETURNS TABLE (
  total integer, book_id integer, class_id smallint, subclass_id smallint, author text, book_name text,
  lead_name text, book_label text, book_intro text, book_tags text, book_vip smallint, book_price integer,
  book_update timestamptz, book_chapters integer, book_words integer, cover_img text, rating real,
  view_count integer, read_count integer, has_content boolean, created_at timestamptz,
  category_name text, category_name_en text, genre text
)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH total AS MATERIALIZED (SELECT coalesce(sum(c.books), 0)::int AS n FROM catalog_counts c),
       bounds AS MATERIALIZED (SELECT min(b.book_id)::bigint AS lo, max(b.book_id)::bigint AS hi FROM books b),
       page AS ((
         SELECT d.book_id FROM (SELECT b.book_id FROM books b WHERE b.book_id >= (SELECT lo FROM bounds) + page_offset
                                 ORDER BY b.book_id LIMIT page_limit) d
          WHERE (SELECT hi - lo + 1 FROM bounds) = (SELECT n FROM total) IS TRUE
         UNION ALL
         SELECT f.book_id FROM (SELECT b.book_id FROM books b ORDER BY b.book_id LIMIT page_limit OFFSET page_offset) f
          WHERE (SELECT hi - lo + 1 FROM bounds) = (SELECT n FROM total) IS NOT TRUE AND page_offset::bigint * 2 < (SELECT n FROM total)
         UNION ALL
         SELECT r.book_id FROM (SELECT b.book_id FROM books b ORDER BY b.book_id DESC
                                 LIMIT greatest(0, least(page_limit, (SELECT n FROM total) - page_offset))
                                 OFFSET greatest(0, (SELECT n FROM total) - page_offset - page_limit)) r
          WHERE (SELECT hi - lo + 1 FROM bounds) = (SELECT n FROM total) IS NOT TRUE AND page_offset::bigint * 2 >= (SELECT n FROM total)
       ) LIMIT page_limit)
  SELECT t.n, b.*
    FROM total t LEFT JOIN (page p CROSS JOIN LATERAL (
           SELECT b.book_id, b.class_id, b.subclass_id, b.author, b.book_name, b.lead_name, b.book_label,
                  b.book_intro, b.book_tags, b.book_vip, b.book_price, b.book_update, b.book_chapters, b.book_words,
                  b.cover_img, b.rating, b.view_count, b.read_count, b.has_content, b.created_at,
                  c.name_zh, c.name_en, g.slug
             FROM books b JOIN categories c ON c.id = b.class_id JOIN genres g ON g.id = b.subclass_id
            WHERE b.book_id = p.book_id OFFSET 0) b) ON true
   ORDER BY b.book_id
  ; END $$;
