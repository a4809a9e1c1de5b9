-- A practice question's issue in one round trip (insertQuestion,
-- lib/practice/question-store.ts). It must see the questions issued while it
-- waited for the learner's issue lock, to close those on its words, and one
-- statement's snapshot is taken before any lock it waits for. Each statement
-- of a VOLATILE function takes a snapshot of its own, so here the lock comes
-- first and the reads after it. It is called under the learner's write guard
-- (writeGuard: their lock, shared, and the tombstone's check, evaluated before
-- the call). In order: the learner's issue lock (their issues one at a time),
-- a sweep of a batch of anyone's long-expired questions
-- (SKIP LOCKED: issues never wait on each other's sweep), the cap on the
-- learner's open questions (false when it is reached: nothing is closed or
-- stored), the learner's open questions on its words closed (expired), and
-- the question stored.
CREATE OR REPLACE FUNCTION lexi_issue_question(
  issue_lock bigint,
  question_id text,
  learner_id text,
  question_kind text,
  question_words integer[],
  question_direction smallint,
  question_key jsonb,
  issued timestamptz,
  expires timestamptz,
  swept_before timestamptz,
  sweep_batch integer,
  max_open integer
) RETURNS boolean
  LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(issue_lock);
  -- The batch's ids as one array, each then found by the primary key (an IN could be planned as a walk of the table).
  DELETE FROM practice_questions
   WHERE id = any(array(SELECT id FROM practice_questions WHERE expires_at < swept_before ORDER BY expires_at LIMIT sweep_batch FOR UPDATE SKIP LOCKED));
  IF (SELECT count(*) FROM (SELECT FROM practice_questions
                             WHERE user_id = learner_id AND answered_at IS NULL AND expires_at > issued
                             LIMIT max_open) AS open) >= max_open THEN
    RETURN false;
  END IF;
  UPDATE practice_questions SET expires_at = issued
   WHERE user_id = learner_id AND answered_at IS NULL AND expires_at > issued AND word_indexes && question_words;
  INSERT INTO practice_questions (id, user_id, kind, word_indexes, direction, answer_key, issued_at, expires_at)
  VALUES (question_id, learner_id, question_kind, question_words, question_direction, question_key, issued, expires);
  RETURN true;
END
$$;
