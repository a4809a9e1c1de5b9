/**
 * The id of a signed-in user, checked before it reaches a query that filters
 * by it: a query builder may drop a filter whose value is undefined (so it
 * would match every user), and SQL would compare with "". One check for every data
 * module (words, marks, notes, review); `message` names what needed the id.
 */
export function checkedUserId(userId: string, message = "Expected the id of a signed-in user."): string {
  if (typeof userId !== "string" || userId.length === 0) throw new TypeError(message);
  return userId;
}
