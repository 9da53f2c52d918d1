import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthToken } from './auth-storage.ts';

/**
 * Learner pages without a stored token redirect to /login (spec 000 §2, §6). The page asked for is kept
 * in the navigation state, so signing in can return to it.
 */
export function RequireLearner({ children }: { children: ReactNode }) {
  const token = useAuthToken();
  const location = useLocation();
  if (!token) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}

/** A learner page as its module's default export: `Screen` for a signed-in learner, else /login. */
export function learnerPage(Screen: ComponentType) {
  return function LearnerPage() {
    return (
      <RequireLearner>
        <Screen />
      </RequireLearner>
    );
  };
}

/** Where to go after signing in: the learner page that sent us to /login, else the dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : '/dashboard';
}
