import "server-only";

/**
 * A server-rendered table's first rows (a list, or a page of one), or null
 * when they could not be read: the table then asks the API itself and shows
 * the failure message if that fails too (favourites: message then
 * /error; notes: message).
 */
export async function loadRows<T>(label: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`Loading ${label} failed`, error);
    return null;
  }
}
