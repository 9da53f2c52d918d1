/**
 * Answers asked for as the app's entry starts, before it has waited for its copy and saved data and
 * before React has rendered the page that needs them (issue 26): on a slow phone that is about a
 * second in which the link stood idle. The page's query takes its answer from here once, instead of
 * asking the server again; every later fetch of that query (a refetch, a retry) asks the server.
 */
const waiting = new Map<string, Promise<unknown>>();

/** Asks now; `key` names the answer for the query that will take it. */
export function askEarly(key: string, ask: () => Promise<unknown>): void {
  const answer = ask();
  // A failure is the query's to handle: it asks again itself (takeEarly's caller).
  answer.catch(() => undefined);
  waiting.set(key, answer);
}

/** The early answer for `key`, once, or null (none asked, already taken, or failed). */
export async function takeEarly<T>(key: string): Promise<T | null> {
  const answer = waiting.get(key) as Promise<T> | undefined;
  waiting.delete(key);
  return answer ? answer.catch(() => null) : null;
}
