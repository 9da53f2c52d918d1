import { formatPrice, type PurchaseListItem } from '@academy/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../api/api-client.ts';
import { downloadReceipt } from '../checkout/index.ts';
import { formatDate } from '../i18n/format-date.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';

type Download = 'idle' | 'busy' | 'done' | 'login' | 'failed';

/**
 * One purchase: the course (a link to its page), when it was bought, what it cost, whether it is paid
 * or refunded, and its receipt PDF. The PDF is made by the server, so the button waits for the network.
 */
export function PurchaseRow({
  purchase,
  token,
  offline,
  offlineNoteId,
}: {
  purchase: PurchaseListItem;
  token: string;
  offline: boolean;
  /** The page's note saying receipts need the internet, which explains the disabled button. */
  offlineNoteId: string;
}) {
  const { t, i18n } = useTranslation('purchases');
  const [download, setDownload] = useState<Download>('idle');
  const refunded = purchase.status === 'refunded';

  const handleDownload = async () => {
    setDownload('busy');
    try {
      await downloadReceipt(token, purchase.courseId);
      setDownload('done');
    } catch (err) {
      setDownload(err instanceof ApiError && err.status === 401 ? 'login' : 'failed');
    }
  };

  return (
    <li
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between sm:p-5"
      data-testid="purchase"
    >
      <div className="min-w-0 space-y-1">
        <Link
          to={`/course/${purchase.courseId}`}
          className="block font-semibold break-words text-slate-900 hover:text-accent-700 hover:underline"
        >
          {purchase.courseTitle || t('untitled')}
        </Link>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>{formatDate(purchase.purchasedAt, i18n.language, 'long')}</span>
          <span className="font-medium text-slate-900" data-testid="purchase-amount">
            {purchase.amount > 0
              ? `${formatPrice(purchase.amount)} ${purchase.currency}`
              : t('free')}
          </span>
          <Badge tone={refunded ? 'yellow' : 'green'} dot data-testid="purchase-status">
            {t(refunded ? 'status.refunded' : 'status.paid')}
          </Badge>
        </p>
      </div>
      <div className="flex flex-col gap-1 sm:items-end">
        <Button
          size="sm"
          variant="secondary"
          busy={download === 'busy'}
          busyLabel={t('receipt.downloading')}
          disabled={offline}
          onClick={() => void handleDownload()}
          icon={<Download className="h-4 w-4" aria-hidden />}
          aria-label={t('receipt.downloadFor', { title: purchase.courseTitle })}
          aria-describedby={offline ? offlineNoteId : undefined}
        >
          {t('receipt.download')}
        </Button>
        {download === 'done' || download === 'login' || download === 'failed' ? (
          <p
            role={download === 'done' ? 'status' : 'alert'}
            className={`text-sm ${download === 'done' ? 'text-green-800' : 'text-red-700'}`}
          >
            {t(`receipt.${download}`)}
          </p>
        ) : null}
      </div>
    </li>
  );
}
