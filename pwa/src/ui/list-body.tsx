import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button.tsx';
import { EmptyState, LoadError } from './states.tsx';

/** What a list needs to know of its query. */
export type ListQuery = Pick<
  UseQueryResult<unknown>,
  'isPending' | 'isError' | 'data' | 'error' | 'refetch' | 'isFetching' | 'isPlaceholderData'
>;

/**
 * A list that loads: `loading` (skeletons) while the first page comes, the load error with Try Again
 * when it failed, `empty` when there is nothing, else the items in a list that is dimmed while the next
 * page loads. `children` draws one item (its `<li>`).
 */
export function ListBody<T>({
  query,
  items,
  loading,
  errorTitle,
  compactError = true,
  empty,
  className,
  children,
}: {
  query: ListQuery;
  items: readonly T[] | undefined;
  loading: ReactNode;
  errorTitle: ReactNode;
  compactError?: boolean;
  empty: ReactNode;
  /** The list's layout (a grid of cards, rows with lines between). */
  className: string;
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError && !query.data) {
    return (
      <LoadError
        compact={compactError}
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!items?.length) return empty;
  return (
    <ul
      className={`transition-opacity ${className} ${query.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      {items.map(children)}
    </ul>
  );
}

/**
 * A list with nothing in it: none exist yet, or none match the search and filters (then with a button
 * that clears them).
 */
export function ListEmpty({
  filtered,
  noneTitle,
  noneBody,
  noMatchTitle,
  noMatchBody,
  clearLabel,
  onClear,
  ...state
}: Omit<ComponentProps<typeof EmptyState>, 'title' | 'body' | 'action'> & {
  filtered: boolean;
  noneTitle: ReactNode;
  noneBody?: ReactNode;
  noMatchTitle: ReactNode;
  noMatchBody?: ReactNode;
  clearLabel: ReactNode;
  onClear: () => void;
}) {
  return (
    <EmptyState
      {...state}
      title={filtered ? noMatchTitle : noneTitle}
      body={filtered ? noMatchBody : noneBody}
      action={
        filtered && (
          <Button variant="secondary" onClick={onClear}>
            {clearLabel}
          </Button>
        )
      }
    />
  );
}
