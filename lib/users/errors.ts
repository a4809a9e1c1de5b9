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
