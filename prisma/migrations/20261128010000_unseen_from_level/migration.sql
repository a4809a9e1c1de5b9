-- random_unseen_word (migration 20261124143000_random_unseen_word) for a
-- placed learner: new words come from their level upward (placements.level,
-- the first index of the words they do not know yet), and never a word they
-- said they already know (known_words). A visitor, or a learner never placed,
-- draws from the whole set as before. Both are primary-key lookups; the level
-- is read here, not by the app, so a card still costs one round trip.
CREATE OR REPLACE FUNCTION random_unseen_word(p_user_id TEXT, p_excluded INTEGER[])
RETURNS TABLE (index INTEGER, word TEXT, ipa TEXT, details JSONB)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  chosen INTEGER;
  top INTEGER;
  from_index INTEGER;
BEGIN
  SELECT max(x.index) INTO top FROM words x;
  -- A level past the last word (or a stale one after a smaller word set) draws from the whole set.
  SELECT CASE WHEN p.level <= top THEN p.level ELSE 0 END INTO from_index FROM placements p WHERE p.user_id = p_user_id;
  from_index := coalesce(from_index, 0);

  -- The two draws differ only in their count, a constant in each (a variable
  -- count makes PostgreSQL replan the statement on every call).
  SELECT w.index INTO chosen
  FROM (
    SELECT attempt, from_index + floor(random() * (top - from_index + 1))::INTEGER AS candidate
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
      SELECT attempt, from_index + floor(random() * (top - from_index + 1))::INTEGER AS candidate
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
    SELECT w.index INTO chosen
    FROM words w
    WHERE w.index >= from_index
      AND w.index <> ALL(p_excluded)
      AND NOT EXISTS (
        SELECT 1 FROM marks m
        WHERE m.user_id = p_user_id AND m.slot = 'seen' AND m.type = 'words' AND m.item_id = w.index::TEXT)
      AND NOT EXISTS (SELECT 1 FROM known_words k WHERE k.user_id = p_user_id AND k.word_index = w.index)
    ORDER BY random()
    LIMIT 1;
  END IF;

  RETURN QUERY SELECT w.index, w.word, w.ipa, w.details FROM words w WHERE w.index = chosen;
END
$$;
