import { useQuery } from '@tanstack/react-query';
import { Ban, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { normaliseCertificateId } from '@academy/shared';
import { formatDate } from '../i18n/format-date.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { Button } from '../ui/button.tsx';
import { NoticePanel } from '../ui/notice-panel.tsx';
import { LoadError, Skeleton } from '../ui/states.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { certificateKeys, verifyCertificate } from './certificates-api.ts';

/**
 * `/certificate-preview/{id}` (spec 000 §2 "content not shown"): the certificate as a printable page,
 * drawn from the public verification answer, so it can be opened from a shared link and printed.
 */
export default function CertificatePreviewPage() {
  const { t, i18n } = useTranslation('certificates');
  const id = normaliseCertificateId(useParams().certificateId ?? '');
  usePageTitle(t('preview.title'));
  const query = useQuery({
    queryKey: certificateKeys.verify(id),
    queryFn: () => verifyCertificate(id),
  });
  const c = query.data?.certificate;
  const date = (value: string) => formatDate(value, i18n.language, 'long') ?? '';

  if (query.isPending)
    return <Skeleton className="mx-auto my-10 aspect-[1.414] max-w-4xl" rounded="rounded-2xl" />;
  if (query.isError || !c) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <LoadError
          title={t('verify.not_found_title')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const revokedAt = query.data?.verification.revokedAt;
  if (revokedAt) {
    // No printable copy of a revoked certificate (issue 24), as the PDF download is refused.
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <NoticePanel
          tone="danger"
          icon={Ban}
          role="alert"
          testId="certificate-revoked"
          title={t('result.revoked_title')}
        >
          <p>{t('result.revoked_line', { date: date(revokedAt) })}</p>
        </NoticePanel>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-8 print:p-0">
      <div className="flex flex-wrap justify-between gap-2 print:hidden">
        <ButtonLink to="/certificates" variant="secondary" size="sm">
          {t('preview.back')}
        </ButtonLink>
        <Button
          size="sm"
          onClick={() => window.print()}
          icon={<Printer className="h-4 w-4" aria-hidden />}
        >
          {t('preview.print')}
        </Button>
      </div>
      <article
        data-testid="certificate-preview"
        className="relative flex aspect-[1.414] flex-col items-center justify-center gap-2 border-[6px] border-double border-[#1c2f5a] bg-[#fffdf7] p-6 text-center sm:gap-4 sm:p-12"
      >
        <p className="text-xs font-bold tracking-widest text-[#8a6515] uppercase sm:text-sm">
          {c.platformName}
        </p>
        <h1 className="text-xl font-bold text-[#1c2f5a] sm:text-4xl">{t('preview.heading')}</h1>
        <p className="text-xs text-slate-600 sm:text-base">{t('preview.presented')}</p>
        <p className="text-2xl font-bold break-words text-[#1c2f5a] sm:text-5xl">{c.studentName}</p>
        <p className="text-xs text-slate-600 sm:text-base">{t('preview.for')}</p>
        <p className="text-base font-bold break-words text-slate-900 sm:text-2xl">
          {c.courseTitle}
        </p>
        <dl className="mt-2 grid grid-cols-3 gap-2 text-[10px] sm:gap-8 sm:text-sm">
          <div>
            <dt className="text-slate-500">{t('result.instructor')}</dt>
            <dd className="font-semibold">{c.instructorName}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('result.completion_date')}</dt>
            <dd className="font-semibold">{date(c.completionDate)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('result.date_issued')}</dt>
            <dd className="font-semibold">{date(c.dateIssued)}</dd>
          </div>
        </dl>
        <p className="font-mono text-[10px] text-slate-700 sm:text-sm">{c.certificateId}</p>
      </article>
    </div>
  );
}
