-- A random word the user has not seen: the read behind POST /api/v1/word/fetchword
-- (lib/words/words.ts randomUnseenWord), one of the API's hottest calls.
--
-- A function rather than a statement sent by the app: PL/pgSQL keeps its
-- statements' plans on the connection, so a call costs no planning. Sent as
-- one statement, the same SQL spent more of the server's CPU on planning than
-- on running (docs/performance.md). It also works behind a transaction-mode
-- pooler, where prepared statements (the other way to skip planning) do not.
--
-- Rejection sampling: draw random source indexes and keep the first one that
-- exists, is not excluded and is not in the user's seen marks; uniform over
-- the unseen words. 8 draws find one for nearly every learner (one who has
-- seen half the words misses with odds of 1 in 256), then 64 more, then a
-- scan of every word for a learner who has seen nearly all of them. A NULL
-- user (a visitor) has seen nothing.
CREATE FUNCTION random_unseen_word(p_user_id TEXT, p_excluded INTEGER[])
RETURNS TABLE (index INTEGER, word TEXT, ipa TEXT, details JSONB)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  chosen INTEGER;
BEGIN
  -- The two draws differ only in their count. It is a constant in each, not
  -- a variable: with a variable PostgreSQL replans the statement on every
  -- call (its generic plan assumes 1,000 draws), three times the CPU.
  SELECT w.index INTO chosen
  FROM (
    SELECT attempt, floor(random() * ((SELECT max(x.index) FROM words x) + 1))::INTEGER AS candidate
    FROM generate_series(1, 8) AS attempt
  ) AS draw
  JOIN words w ON w.index = draw.candidate
  WHERE w.index <> ALL(p_excluded)
    -- OFFSET 0 keeps this a lookup on the unique key per drawn word: left to
    -- itself, the planner may join over all the user's seen marks instead.
    AND NOT EXISTS (
      SELECT 1 FROM marks m
      WHERE m.user_id = p_user_id AND m.slot = 'seen' AND m.type = 'words' AND m.item_id = w.index::TEXT
      OFFSET 0)
  -- The first accepted draw, not the smallest index: that keeps it uniform.
  ORDER BY draw.attempt
  LIMIT 1;

  IF chosen IS NULL THEN
    SELECT w.index INTO chosen
    FROM (
      SELECT attempt, floor(random() * ((SELECT max(x.index) FROM words x) + 1))::INTEGER AS candidate
      FROM generate_series(1, 64) AS attempt
    ) AS draw
    JOIN words w ON w.index = draw.candidate
    WHERE w.index <> ALL(p_excluded)
      -- OFFSET 0 keeps this a lookup on the unique key per drawn word: left to
      -- itself, the planner may join over all the user's seen marks instead.
      AND NOT EXISTS (
        SELECT 1 FROM marks m
        WHERE m.user_id = p_user_id AND m.slot = 'seen' AND m.type = 'words' AND m.item_id = w.index::TEXT
        OFFSET 0)
    -- The first accepted draw, not the smallest index: that keeps it uniform.
    ORDER BY draw.attempt
    LIMIT 1;
  END IF;

  IF chosen IS NULL THEN
    SELECT w.index INTO chosen
    FROM words w
    WHERE w.index <> ALL(p_excluded)
      AND NOT EXISTS (
        SELECT 1 FROM marks m
        WHERE m.user_id = p_user_id AND m.slot = 'seen' AND m.type = 'words' AND m.item_id = w.index::TEXT)
    ORDER BY random()
    LIMIT 1;
  END IF;

  RETURN QUERY SELECT w.index, w.word, w.ipa, w.details FROM words w WHERE w.index = chosen;
END
$$;
