-- The guard of a learner's write made in one statement (writeUserStatement,
-- lib/users/user-lock.ts): it takes the learner's lock, shared, as a
-- transaction's opening does, and raises LX001 on their tombstone. VOLATILE,
-- so its query takes a snapshot of its own after the lock was granted and sees
-- a deletion that committed while it waited. The lock's wait, and any row
-- lock's after it in the same statement, ends after lock_timeout_ms (55P03).
CREATE OR REPLACE FUNCTION lexi_user_write_guard(lock_id bigint, user_hash text, lock_timeout_ms integer) RETURNS boolean
  LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  PERFORM set_config('lock_timeout', lock_timeout_ms || 'ms', true);
  PERFORM pg_advisory_xact_lock_shared(lock_id);
  IF EXISTS (SELECT FROM deleted_users WHERE deleted_users.user_hash = lexi_user_write_guard.user_hash) THEN
    RAISE EXCEPTION 'the account was deleted' USING ERRCODE = 'LX001';
  END IF;
  RETURN true;
END
$$;
