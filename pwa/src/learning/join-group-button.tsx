import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest } from '../api/api-client.ts';
import { useAuthToken } from '../accounts/auth-storage.ts';
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
  const [error, setError] = useState<string | null>(null);

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
      setError(
        err instanceof ApiError && err.status === 401
          ? t('community.loginRequired')
          : t('community.failed'),
      );
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
          {error}
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
