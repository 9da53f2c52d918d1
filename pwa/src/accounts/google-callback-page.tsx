import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchMe, verifyToken } from './accounts-api.ts';
import { useLinkCall, useLinkParams, useRedirectAfter } from './auth-link.ts';
import { AuthOutcomeCard, AuthWaitCard } from './auth-status-cards.tsx';
import { storeSession, storeUser } from '../session/auth-storage.ts';
import { useAccountMessage } from './use-account-message.ts';
import { usePageTitle } from '../ui/use-page-title.ts';

const SUCCESS_REDIRECT_MS = 1_500;
const ERROR_REDIRECT_MS = 3_000;

/** The error the API put in the query string, decoded ('+' for spaces included), or null. */
function decodeError(raw: string | null): string | null {
  if (!raw) return null;
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * /auth/google-callback (spec 000 §2, §8; 001 §4), outside the shell. The API sends the browser here
 * with `?token=` or `?error=`. A token is verified (POST /api/auth/verify-token) before it is stored;
 * success opens the dashboard after 1.5 s, any failure goes back to /login after 3 s.
 */
export default function GoogleCallbackPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('google.callback_title'));
  const { translate } = useAccountMessage();
  const [params] = useSearchParams();
  const token = useLinkParams()('token');
  // URLSearchParams has decoded once already; a value the server double-encoded is decoded again.
  const queryError = decodeError(params.get('error'));

  const verification = useLinkCall(
    ['google-callback', token],
    async () => {
      await verifyToken(token);
      storeSession(token);
      try {
        storeUser(await fetchMe(token));
      } catch {
        // The navbar's own me call fills the user in; the sign-in itself has succeeded.
      }
      return true;
    },
    !!token && !queryError,
  );

  const failure = queryError
    ? translate(queryError)
    : !token
      ? t('google.no_token')
      : verification.isError
        ? t('google.auth_failed')
        : null;

  useRedirectAfter(
    failure ? '/login' : verification.isSuccess ? '/dashboard' : null,
    failure ? ERROR_REDIRECT_MS : SUCCESS_REDIRECT_MS,
  );

  if (failure) {
    return (
      <AuthOutcomeCard
        standalone
        tone="error"
        title={t('google.failed_title')}
        message={failure}
        testId="google-callback-error"
        next={t('google.redirect_login')}
        link={{ to: '/login', label: t('google.go_login'), replace: true }}
      />
    );
  }
  if (verification.isSuccess) {
    return (
      <AuthOutcomeCard
        standalone
        tone="success"
        title={t('google.success_title')}
        message={t('google.success')}
        testId="google-callback-success"
      />
    );
  }
  return (
    <AuthWaitCard
      standalone
      title={t('google.authenticating_title')}
      text={t('google.authenticating')}
    />
  );
}
