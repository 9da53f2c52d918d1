import {
  Ban,
  BadgeCheck,
  BarChart3,
  BookOpen,
  CalendarCheck,
  ShieldCheck,
  User,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificateVerification, VerifiedCertificate } from '@academy/shared';
import { formatDate } from '../i18n/format-date.ts';
import { ProgressBar } from '../ui/progress-bar.tsx';

/** One of the result's cards: an icon and title over its label/value rows, and anything under them. */
function InfoCard({
  icon: Icon,
  title,
  rows,
  children,
}: {
  icon: LucideIcon;
  title: string;
  rows: ReadonlyArray<readonly [label: string, value: ReactNode]>;
  children?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
        <Icon className="h-5 w-5" aria-hidden />
        {title}
      </h3>
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

/** A certificate that checked out: banner, the four cards of spec 000 §2 and what the check means. */
export function VerifyResult({
  result,
  certificate: c,
}: {
  result: CertificateVerification;
  certificate: VerifiedCertificate;
}) {
  const { t, i18n } = useTranslation('certificates');
  const date = (value: string) => formatDate(value, i18n.language, 'long') ?? '';
  const valid = result.verification.isValid;
  // A revoked certificate is found, and says so: it once was valid (issue 24).
  const revokedAt = valid ? null : (result.verification.revokedAt ?? null);
  const Icon = valid ? BadgeCheck : Ban;
  return (
    <div
      className="space-y-4"
      data-testid="verify-result"
      data-state={valid ? 'valid' : revokedAt ? 'revoked' : 'invalid'}
    >
      <div className={`rounded-2xl p-5 text-white ${valid ? 'bg-green-700' : 'bg-red-700'}`}>
        <p className="flex items-center gap-2 text-lg font-bold">
          <Icon className="h-6 w-6" aria-hidden />
          {valid ? t('result.banner') : revokedAt ? t('result.revoked_title') : t('result.invalid')}
        </p>
        {revokedAt ? (
          <p className="mt-1 text-sm font-semibold">
            {t('result.revoked_line', { date: date(revokedAt) })}
          </p>
        ) : null}
        <p className="mt-1 text-sm">
          {valid ? t('result.valid') : t('result.invalid')} ·{' '}
          {t('result.checked_at', {
            date: new Date(result.verification.verifiedAt).toLocaleString(
              i18n.language === 'en' ? 'en-US' : undefined,
            ),
          })}
        </p>
        <p className="mt-1 font-mono text-sm">
          {t('result.id')}: {c.certificateId}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InfoCard
          icon={User}
          title={t('result.student')}
          rows={[[t('result.student_name'), c.studentName]]}
        />
        <InfoCard
          icon={BookOpen}
          title={t('result.course')}
          rows={[
            [t('result.course_title'), c.courseTitle],
            [t('result.instructor'), c.instructorName],
          ]}
        />
        <InfoCard
          icon={CalendarCheck}
          title={t('result.completion')}
          rows={[
            [t('result.completion_date'), date(c.completionDate)],
            [t('result.date_issued'), date(c.dateIssued)],
          ]}
        />
        <InfoCard
          icon={BarChart3}
          title={t('result.stats')}
          rows={[
            [t('result.total_lessons'), c.totalLessons],
            [t('result.completed_lessons'), c.completedLessons],
            [t('result.percentage'), `${c.completionPercentage}%`],
          ]}
        >
          <ProgressBar
            percent={c.completionPercentage}
            label={t('result.percentage')}
            track="pale"
            fill="green"
            className="mt-2"
          />
        </InfoCard>
      </div>
      <section className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <ShieldCheck className="h-5 w-5 text-green-700" aria-hidden />
          {t('result.issuer', { name: c.platformName })}
        </p>
        <p>{t('result.records_note', { name: c.platformName })}</p>
        <p>{t('result.public_note', { name: c.platformName })}</p>
        <h3 className="pt-2 font-semibold text-slate-900">{t('result.howto_title')}</h3>
        <ol className="list-decimal space-y-1 ps-5">
          {(['howto_1', 'howto_2', 'howto_3', 'howto_4'] as const).map((k) => (
            <li key={k}>{t(`result.${k}`)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
