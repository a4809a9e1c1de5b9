/** Another account already uses this (normalised) e-mail address. */
export class EmailInUseError extends Error {
  override readonly name = "EmailInUseError";
  constructor(readonly email: string) {
    super("This email is already in use!");
  }
}

/** The operation names a user id that the store does not hold. */
export class UserNotFoundError extends Error {
  override readonly name = "UserNotFoundError";
  constructor(readonly userId: string) {
    super(`No user with id ${JSON.stringify(userId)}`);
  }
}

/**
 * A write of the user's data came after their account was deleted (it was
 * under way when the deletion ran; lib/users/user-lock.ts): nothing was
 * written, and the request is answered as signed out.
 */
export class UserDeletedError extends Error {
  override readonly name = "UserDeletedError";
  constructor(readonly userId: string) {
    super(`The user ${JSON.stringify(userId)} was deleted`);
  }
}
