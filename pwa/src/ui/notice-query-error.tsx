import type { ReactNode } from 'react';
import { LoadError } from './states.tsx';

/**
 * The kit's `LoadError` for a failed query: the query's error picks the explanation, and Try Again
 * fetches it again (spinning while it does).
 */
export function QueryError({
  title,
  query,
  compact,
  testId,
}: {
  title: ReactNode;
  /** A TanStack query, or anything with its `error`, `refetch` and `isFetching`. */
  query: { error: unknown; refetch: () => unknown; isFetching: boolean };
  compact?: boolean;
  testId?: string;
}) {
  return (
    <LoadError
      title={title}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      compact={compact}
      testId={testId}
    />
  );
}
