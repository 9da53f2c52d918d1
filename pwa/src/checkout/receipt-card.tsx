import { formatPrice, type Receipt } from '@academy/shared';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-client.ts';
import { formatDate } from '../i18n/format-date.ts';
import { Button } from '../ui/button.tsx';
import { downloadReceipt } from './payment-api.ts';

const METHOD_KEYS = {
  'Credit Card': 'receipt.method.card',
  'Test payment': 'receipt.method.test',
  Free: 'receipt.method.free',
} as const satisfies Record<Receipt['paymentMethod'], string>;
const STATUS_KEYS = {
  Completed: 'receipt.status.completed',
  Refunded: 'receipt.status.refunded',
} as const satisfies Record<Receipt['status'], string>;

/** Why a download failed, in the spec's four cases (001 §8 Receipt download). */
function downloadProblem(err: unknown): string {
  if (err instanceof ApiError && err.message === 'Payment not found')
    return 'receipt.download.noPayment';
  if (err instanceof ApiError && err.status === 404) return 'receipt.download.notFound';
  if (err instanceof ApiError && err.status === 401) return 'receipt.download.login';
  return 'receipt.download.failed';
}

/** The receipt (spec 000 §3), or the placeholder when the real one could not be fetched. */
export function ReceiptCard({
  receipt,
  placeholder,
  token,
}: {
  receipt: Receipt;
  placeholder: boolean;
  token: string;
}) {
  const { t, i18n } = useTranslation('checkout');
  const [download, setDownload] = useState<'idle' | 'busy' | 'done' | string>('idle');
  useEffect(() => {
    if (download !== 'done') return;
    const timer = window.setTimeout(() => setDownload('idle'), 3_000);
    return () => window.clearTimeout(timer);
  }, [download]);

  const handleDownload = async () => {
    setDownload('busy');
    try {
      await downloadReceipt(token, receipt.courseId);
      setDownload('done');
    } catch (err) {
      setDownload(downloadProblem(err));
    }
  };
  const rows: [string, string][] = [
    [t('receipt.orderId'), receipt.orderId],
    [t('receipt.course'), receipt.courseTitle],
    [t('receipt.amount'), `${formatPrice(receipt.amount)} ${receipt.currency}`],
    [t('receipt.date'), formatDate(receipt.paymentDate, i18n.language, 'long') ?? ''],
    [t('receipt.method.label'), t(METHOD_KEYS[receipt.paymentMethod])],
    [t('receipt.email'), receipt.userEmail],
    [t('receipt.status.label'), t(STATUS_KEYS[receipt.status])],
  ];
  return (
    <section
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="receipt"
    >
      <h2 className="text-lg font-bold text-slate-900">{t('receipt.title')}</h2>
      {placeholder ? (
        <p className="mt-1 text-sm text-slate-600">{t('receipt.placeholderNote')}</p>
      ) : null}
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4"
          >
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium break-all text-slate-900 sm:text-right">{value}</dd>
          </div>
        ))}
      </dl>
      {placeholder ? null : (
        <div className="mt-4 space-y-2">
          <Button
            variant="secondary"
            fullWidth
            busy={download === 'busy'}
            icon={<Download className="h-4 w-4" aria-hidden />}
            onClick={() => void handleDownload()}
          >
            {t('receipt.download.button')}
          </Button>
          {download === 'done' ? (
            <p role="status" className="text-center text-sm text-green-800">
              {t('receipt.download.done')}
            </p>
          ) : download !== 'idle' && download !== 'busy' ? (
            <p role="alert" className="text-center text-sm text-red-700">
              {t(download)}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
