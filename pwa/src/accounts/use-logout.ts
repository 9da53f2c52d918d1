import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { forgetLearnerCache } from '../api/query-persistence.ts';
import { indexEntries, downloads } from '../downloads/index.ts';
import { pushEndpointForLogout } from '../push/index.ts';
import { logout } from './accounts-api.ts';
import { clearSession, currentViewer } from '../session/auth-storage.ts';

/**
 * Logout (spec 000 §2): the stored session goes at once and the browser goes to /login; the server is
 * told in the background, so a learner offline can still sign out of this device. The device's push
 * subscription is removed too: the next person on the phone gets no pushes meant for this learner, and
 * so are the learner's offline copy of their pages and downloaded lessons.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    const { token, userId } = currentViewer();
    clearSession();
    // Every answer asked with this session, in memory and in the offline copy: the next person on this
    // device sees none of it, online or offline.
    if (token) queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(token) });
    if (userId) void forgetLearnerCache(userId).catch(() => undefined);
    // The learner's downloaded lessons too: their titles, keys and licences name this learner.
    if (userId && indexEntries(userId).length > 0)
      void downloads()
        .then((d) => d.deleteLearnerDownloads(userId))
        .catch(() => undefined);
    queryClient.removeQueries({ queryKey: ['accounts'] });
    queryClient.removeQueries({ queryKey: ['dashboard'] });
    // One learner's progress never shows for the next one on this browser.
    queryClient.removeQueries({ queryKey: ['progress'] });
    // This device's push subscription goes with the session: the logout call names its endpoint.
    if (token)
      void pushEndpointForLogout()
        .catch(() => null)
        .then((endpoint) => logout(token, endpoint))
        .catch(() => undefined);
    void navigate('/login');
  };
}
