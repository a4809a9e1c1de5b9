-- random_unseen_word (migrations 20261124143000_random_unseen_word and
-- 20261128010000_unseen_from_level) once the word set has its advanced tier:
-- a new word is still drawn at random, but among the commonest unseen words
-- from the learner's level (0 for visitors and learners never placed), not
-- the whole rest of the set, so a beginner's flashcards are not half rare
-- words. The fast draws try the UNSEEN_WINDOW words from the level; when
-- they are mostly seen, the fallback draws among the commonest UNSEEN_WINDOW
-- unseen words at or above the level, so the window moves up as the learner
-- goes. Both are bounded: index lookups, then at most one ordered index scan.
CREATE OR REPLACE FUNCTION random_unseen_word(p_user_id TEXT, p_excluded INTEGER[])
RETURNS TABLE (index INTEGER, word TEXT, ipa TEXT, details JSONB)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  chosen INTEGER;
  top INTEGER;
  from_index INTEGER;
  window_top INTEGER;
BEGIN
  SELECT max(x.index) INTO top FROM words x;
  -- A level past the last word (or a stale one after a smaller word set) draws from the start.
  SELECT CASE WHEN p.level <= top THEN p.level ELSE 0 END INTO from_index FROM placements p WHERE p.user_id = p_user_id;
  from_index := coalesce(from_index, 0);
  -- UNSEEN_WINDOW = 3000: three bands of commonness.
  window_top := least(top, from_index + 3000 - 1);

  -- The two draws differ only in their count, a constant in each (a variable
  -- count makes PostgreSQL replan the statement on every call).
  SELECT w.index INTO chosen
  FROM (
    SELECT attempt, from_index + floor(random() * (window_top - from_index + 1))::INTEGER AS candidate
    FROM generate_series(1, 8) AS attempt
  ) AS draw
  JOIN words w ON w.index = draw.candidate
  WHERE w.index <> ALL(p_excluded)
    -- OFFSET 0 keeps these lookups on the unique keys per drawn word.
    AND NOT EXISTS (
      SELECT 1 FROM marks m
      WHERE m.user_id = p_user_id AND m.slot = 'seen' AND m.type = 'words' AND m.item_id = w.index::TEXT
      OFFSET 0)
    AND NOT EXISTS (SELECT 1 FROM known_words k WHERE k.user_id = p_user_id AND k.word_index = w.index OFFSET 0)
  ORDER BY draw.attempt
  LIMIT 1;

  IF chosen IS NULL THEN
    SELECT w.index INTO chosen
    FROM (
      SELECT attempt, from_index + floor(random() * (window_top - from_index + 1))::INTEGER AS candidate
      FROM generate_series(1, 64) AS attempt
    ) AS draw
    JOIN words w ON w.index = draw.candidate
    WHERE w.index <> ALL(p_excluded)
      AND NOT EXISTS (
        SELECT 1 FROM marks m
        WHERE m.user_id = p_user_id AND m.slot = 'seen' AND m.type = 'words' AND m.item_id = w.index::TEXT
        OFFSET 0)
      AND NOT EXISTS (SELECT 1 FROM known_words k WHERE k.user_id = p_user_id AND k.word_index = w.index OFFSET 0)
    ORDER BY draw.attempt
    LIMIT 1;
  END IF;

  IF chosen IS NULL THEN
    -- MATERIALIZED: planned for every unseen word (one pass over the user's
    -- marks, hash anti-joins), not for the LIMIT's first rows, which would
    -- probe the marks word by word when most are seen.
    WITH unseen AS MATERIALIZED (
      SELECT w.index
      FROM words w
      WHERE w.index >= from_index
        AND w.index <> ALL(p_excluded)
        AND NOT EXISTS (
          SELECT 1 FROM marks m
          WHERE m.user_id = p_user_id AND m.slot = 'seen' AND m.type = 'words' AND m.item_id = w.index::TEXT)
        AND NOT EXISTS (SELECT 1 FROM known_words k WHERE k.user_id = p_user_id AND k.word_index = w.index)
    )
    SELECT commonest.index INTO chosen
    FROM (SELECT u.index FROM unseen u ORDER BY u.index LIMIT 3000) AS commonest
    ORDER BY random()
    LIMIT 1;
  END IF;

  RETURN QUERY SELECT w.index, w.word, w.ipa, w.details FROM words w WHERE w.index = chosen;
END
$$;
