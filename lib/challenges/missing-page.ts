import "server-only";
import { dbPool } from "@/lib/db-pool";
import { CHALLENGE_ID_PATTERN } from "./id";

// A missing challenge's page is answered by middleware with the site's
// prebuilt not-found page, so it is never rendered per request: Next answers
// a notFound() thrown there with an empty shell whose content arrives only
// with JavaScript, without the page's lang (docs/security.md).

const CHALLENGE_PAGE = /^\/challenge\/([^/]+)$/;

/**
 * Whether `pathname` is a challenge's page for no challenge: an id of the
 * wrong shape, or one no challenge has (closed ones still have their board).
 * One lookup by primary key on the app's pool; when it fails, false: the
 * page renders and fails on its own terms, as during an outage.
 */
export async function isMissingChallengePage(pathname: string): Promise<boolean> {
  const id = CHALLENGE_PAGE.exec(pathname)?.[1];
  if (id === undefined) return false;
  if (!CHALLENGE_ID_PATTERN.test(id)) return true;
  try {
    const { rowCount } = await dbPool().query("SELECT 1 FROM challenges WHERE id = $1", [id]);
    return rowCount === 0;
  } catch {
    return false;
  }
}
