import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from './accounts-api.ts';
import { clearSession, getToken } from './auth-storage.ts';

/**
 * Logout (spec 000 §2): the stored session goes at once and the browser goes to /login; the server is
 * told in the background, so a learner offline can still sign out of this device.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    const token = getToken();
    clearSession();
    queryClient.removeQueries({ queryKey: ['accounts'] });
    queryClient.removeQueries({ queryKey: ['dashboard'] });
    // One learner's progress never shows for the next one on this browser.
    queryClient.removeQueries({ queryKey: ['progress'] });
    if (token) logout(token).catch(() => undefined);
    void navigate('/login');
  };
}
