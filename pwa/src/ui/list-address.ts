import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list whose search, filters, sort and page live in the address, so a reload, the back button or a
 * shared link shows the same list. Each list has its own `read` (anything unusable in a hand-edited
 * link falls back to its default) and `write` (only what differs from the defaults); these helpers
 * are the parts they share.
 */

/** `value` when it is one of `values`, else `fallback`. */
export function oneOf<T extends string>(
  values: readonly T[],
  value: string | null,
  fallback: T,
): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** `?page=`: a whole number from 1 up, else page 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `?limit=`: one of the page sizes offered, else `fallback`. */
export function readPageSize(
  params: URLSearchParams,
  sizes: readonly number[],
  fallback: number,
): number {
  const limit = Number(params.get('limit'));
  return sizes.includes(limit) ? limit : fallback;
}

const isPageTurn = (change: object) => Object.keys(change).every((key) => key === 'page');

/** Any change but the page alone starts again from page 1. */
export function changeList<Q extends { page: number }>(query: Q, change: Partial<Q>): Q {
  return { ...query, ...change, page: isPageTurn(change) ? (change.page ?? query.page) : 1 };
}

/**
 * The list as the address says (`query`). `update` applies a change from the screen: a page turned
 * is a step the back button undoes, any other change replaces the entry and goes back to page 1.
 * `show` puts a whole new list in place of the current entry (Clear, Reset); given a function, it
 * builds it from the latest list.
 *
 * Both build on the latest address asked for, not only on the list drawn: the router draws a new
 * address in a transition, so on a slow phone a second change (Reset, then a new order) can come from
 * a screen still showing the first one's old list, and building on that undid the first change.
 * React Router's own function form of `setSearchParams` is handed the drawn address too.
 */
export function useListAddress<Q extends { page: number }>(
  read: (params: URLSearchParams) => Q,
  write: (query: Q) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = read(searchParams);
  const drawn = searchParams.toString();
  // The address drawn when the changes began, then each address asked for since. Once the router draws
  // an address outside it (Back, a link), the drawn one is the truth again.
  const asked = useRef<string[]>([]);
  const latest = (): Q => {
    const chain = asked.current;
    return chain.includes(drawn) ? read(new URLSearchParams(chain.at(-1))) : query;
  };
  const show = (next: Q | ((latest: Q) => Q), push = false) => {
    const params = write(typeof next === 'function' ? next(latest()) : next);
    if (!asked.current.includes(drawn) || asked.current.at(-1) === drawn) asked.current = [drawn];
    asked.current.push(params.toString());
    setSearchParams(params, { replace: !push });
  };
  const update = (change: Partial<Q>) =>
    show((list) => changeList(list, change), isPageTurn(change));
  return { query, show, update };
}

/**
 * A page past the end (rows were removed, or an old link) moves to the last page there is, once the
 * answer for this page has come (`settled`), in place of the entry so Back does not return to it.
 */
export function useLastPageKept(
  page: number,
  pages: number | undefined,
  settled: boolean,
  moveTo: (page: number) => void,
) {
  useEffect(() => {
    if (pages && page > pages && settled) moveTo(pages);
    // Only a settled answer should move the page; `moveTo` reads the latest list itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages, page, settled]);
}
