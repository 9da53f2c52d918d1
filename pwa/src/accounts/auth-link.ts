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
