import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUserViolations, protectionKeys } from './protection-api.ts';

/**
 * The protection reports of one learner, in the users screen: strong signals (the player blocked) and
 * weak ones (only reported). Loaded when the admin opens it, not with every row.
 */
export function UserViolations({ userId }: { userId: string }) {
  const { t } = useTranslation('admin-protection');
  const [open, setOpen] = useState(false);
  const reports = useQuery({
    queryKey: protectionKeys.violations(userId),
    queryFn: () => fetchUserViolations(userId),
    enabled: open,
  });
  return (
    <details
      className="text-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="user-violations"
    >
      <summary className="inline-flex cursor-pointer items-center gap-1 font-medium text-slate-700">
        <ShieldAlert aria-hidden className="h-4 w-4" />
        {t('violations.title')}
      </summary>
      {reports.isLoading && <p className="mt-2 text-slate-600">{t('violations.loading')}</p>}
      {reports.error && <p className="mt-2 text-red-700">{reports.error.message}</p>}
      {reports.data && (
        <div className="mt-2 space-y-1">
          <p className="text-slate-700">{t('violations.counts', reports.data.counts)}</p>
          {reports.data.violations.length === 0 ? (
            <p className="text-slate-600">{t('violations.none')}</p>
          ) : (
            <ul className="space-y-1">
              {reports.data.violations.slice(0, 20).map((v) => (
                <li key={v.id} className="text-slate-800">
                  <span className={v.strength === 'strong' ? 'font-semibold text-red-800' : ''}>
                    {t(`violations.kinds.${v.kind}`)}
                  </span>{' '}
                  · {v.videoTitle ?? '—'} · {new Date(v.createdAt).toLocaleString()}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </details>
  );
}
