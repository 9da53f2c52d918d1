import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_LIMITS, type Certificate } from '@academy/shared';
import { formatDate } from '../i18n/format-date.ts';
import { CertificateActions } from './certificate-actions.tsx';

/** One earned certificate: short id, course, dates and its actions (spec 000 §2 My certificates). */
export function CertificateCard({
  certificate,
  highlighted = false,
}: {
  certificate: Certificate;
  highlighted?: boolean;
}) {
  const { t, i18n } = useTranslation('certificates');
  const date = (value: string) => formatDate(value, i18n.language, 'long') ?? '';
  return (
    <article
      data-testid="certificate-card"
      id={certificate.certificateId}
      className={`flex h-full flex-col gap-3 rounded-2xl border bg-white p-5 shadow-sm ${
        highlighted ? 'border-accent-600 ring-2 ring-accent-600' : 'border-slate-200'
      }`}
    >
      <div className="flex items-start gap-3">
        <Award className="h-9 w-9 shrink-0 text-amber-600" aria-hidden />
        <div className="min-w-0">
          <p className="font-mono text-xs text-slate-500">
            {t('card.id', {
              id: certificate.certificateId.slice(-CERTIFICATE_LIMITS.idDisplayChars),
            })}
          </p>
          <h2 className="font-semibold break-words text-slate-900">{certificate.courseTitle}</h2>
        </div>
      </div>
      <dl className="space-y-1 text-sm text-slate-600">
        <div>{t('card.completed', { date: date(certificate.completionDate) })}</div>
        <div>{t('card.issued', { date: date(certificate.dateIssued) })}</div>
      </dl>
      {certificate.revokedAt ? (
        <p data-testid="certificate-revoked" className="text-sm font-semibold text-red-700">
          <span className="me-2 rounded bg-red-100 px-2 py-0.5 text-xs">
            {t('card.revoked_badge')}
          </span>
          {t('card.revoked', { date: date(certificate.revokedAt) })}
        </p>
      ) : null}
      <CertificateActions certificate={certificate} />
    </article>
  );
}
