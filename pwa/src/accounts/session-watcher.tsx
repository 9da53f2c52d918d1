import { useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { TIMERS } from '@academy/shared/limits';
import { accountKeys, loadMe } from './account-queries.ts';
import { clearSession, getToken, useAuthToken } from '../session/auth-storage.ts';
import { loadSuspendedModal, SuspendedModal } from './lazy-suspended-modal.tsx';
import { classifySessionFailure } from './session-rules.ts';

/**
 * The session check (spec 000 §4): on load, every 30 s and when the window regains focus, GET
 * /api/auth/me with the stored token.
 * - ok: the stored user is refreshed;
 * - refused because the account is not active (or the token was invalidated): the Account Suspended
 *   modal, token and user removed; closing it goes to /login;
 * - refused otherwise: token and user removed, straight to /login;
 * - no answer (offline, server down): the token stays; the session is only marked invalid until the
 *   next check succeeds.
 *
 * The navbar may render its account corner twice (desktop bar and mobile menu), so the instances elect
 * one leader that runs the checks and shows the modal; the others render nothing.
 */

export type SessionStatus = 'unknown' | 'valid' | 'invalid';

interface WatcherState {
  status: SessionStatus;
  suspended: boolean;
  instances: symbol[];
}

let state: WatcherState = { status: 'unknown', suspended: false, instances: [] };
const listeners = new Set<() => void>();

function update(patch: Partial<WatcherState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

/** Whether the last session check reached the server and was accepted. */
export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(
    subscribe,
    () => state.status,
    () => 'unknown' as const,
  );
}

export function SessionWatcher() {
  const [id] = useState(() => Symbol('session-watcher'));
  const current = useSyncExternalStore(subscribe, getState, getState);
  const isLeader = current.instances[0] === id;
  const token = useAuthToken();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    update({ instances: [...state.instances, id] });
    return () => update({ instances: state.instances.filter((other) => other !== id) });
  }, [id]);

  useEffect(() => {
    if (!isLeader || !token) return;
    let running = false;
    const check = async () => {
      if (running) return;
      running = true;
      try {
        await queryClient.fetchQuery({
          queryKey: accountKeys.me(token),
          queryFn: ({ signal }) => loadMe(token, signal),
          staleTime: 0,
          retry: false,
        });
        update({ status: 'valid' });
      } catch (err) {
        // Signed out (or in as someone else) while the call was on its way: its answer no longer matters.
        if (getToken() !== token) return;
        const failure = classifySessionFailure(err);
        if (failure === 'offline') {
          update({ status: 'invalid' });
          return;
        }
        clearSession();
        queryClient.removeQueries({ queryKey: ['accounts'] });
        if (failure === 'suspended') {
          // The modal's code and copy first, so it never opens empty on a page that had not loaded them.
          await Promise.all([
            i18next.loadNamespaces('accounts').catch(() => undefined),
            loadSuspendedModal().catch(() => undefined),
          ]);
          update({ status: 'invalid', suspended: true });
        } else {
          update({ status: 'invalid' });
          void navigate('/login');
        }
      } finally {
        running = false;
      }
    };
    const handleFocus = () => void check();
    void check();
    const interval = window.setInterval(handleFocus, TIMERS.sessionCheckMs);
    window.addEventListener('focus', handleFocus);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('focus', handleFocus);
    };
  }, [isLeader, token, queryClient, navigate]);

  const handleClose = () => {
    update({ suspended: false });
    void navigate('/login');
  };

  if (!isLeader || !current.suspended) return null;
  // Portalled: the leader may sit in a part of the navbar that is display:none at this width.
  return createPortal(<SuspendedModal open onClose={handleClose} />, document.body);
}
