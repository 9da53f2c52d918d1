import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** The values of the link that opened this page (`?token=…`), trimmed; '' for an absent one. */
export function useLinkParams(): (name: string) => string {
  const [params] = useSearchParams();
  return (name) => params.get(name)?.trim() ?? '';
}

/**
 * Goes on to `to` after `ms`, replacing this page in the history (a used link cannot be used again);
 * nothing while `to` is null. The learner may follow the link on the page sooner.
 */
export function useRedirectAfter(to: string | null, ms: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), ms);
    return () => window.clearTimeout(timer);
  }, [to, ms, navigate]);
}

/**
 * The one call a sign-in link makes (verify an e-mail, check Google's token), as a query keyed by
 * `key`: it is never retried or fetched again and its answer is kept, so React's double effects in
 * development and a re-render cannot spend a link twice and turn a success into "already used".
 */
export function useLinkCall<T>(key: readonly unknown[], call: () => Promise<T>, enabled: boolean) {
  return useQuery({
    queryKey: ['accounts', ...key],
    queryFn: call,
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
