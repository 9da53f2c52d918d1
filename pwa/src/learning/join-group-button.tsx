import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError, apiRequest } from '../api/api-client.ts';
import { useAuthToken } from '../session/auth-storage.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

/**
 * The course group's join link (spec 000 §4 Group link, §7 GET /api/courses/{id}/group-token): asked
 * for on a click, then opened in a new tab after a confirm (the confirm's click lets the browser open
 * the tab). The link is single use and expires after 30 minutes, so it is never kept.
 */
export function JoinGroupButton({ courseId }: { courseId: string }) {
  const { t } = useTranslation('learning');
  const token = useAuthToken();
  const [busy, setBusy] = useState(false);
  const [joinUrl, setJoinUrl] = useState<string | null>(null);
  const [error, setError] = useState<'loginRequired' | 'failed' | null>(null);
  const location = useLocation();

  const handleJoin = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest<{ joinUrl?: string }>(
        `/api/courses/${encodeURIComponent(courseId)}/group-token`,
        { token },
      );
      const url = answer.data?.joinUrl ?? (answer as { joinUrl?: string }).joinUrl;
      if (!url) throw new Error('no joinUrl');
      setJoinUrl(url);
    } catch (err) {
      setError(err instanceof ApiError && err.status === 401 ? 'loginRequired' : 'failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button
        variant="success"
        busy={busy}
        onClick={() => void handleJoin()}
        icon={<MessageCircle className="h-4 w-4" aria-hidden />}
      >
        {t('community.join')}
      </Button>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t(`community.${error}`)}
          {error === 'loginRequired' ? (
            // Spec 000 §8: a missing or expired session shows the login link; signing in returns here.
            <>
              {' '}
              <Link
                to="/login"
                state={{ from: location.pathname + location.search }}
                className="font-semibold underline"
              >
                {t('community.login')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {joinUrl ? (
        <ConfirmDialog
          tone="primary"
          title={t('community.confirmTitle')}
          confirmLabel={t('community.confirm')}
          cancelLabel={t('community.cancel')}
          onCancel={() => setJoinUrl(null)}
          onConfirm={() => {
            window.open(joinUrl, '_blank', 'noopener,noreferrer');
            setJoinUrl(null);
          }}
        >
          {t('community.confirmBody')}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
