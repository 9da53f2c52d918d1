import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNeedsNetwork } from '../offline/needs-network.tsx';
import { ButtonLink } from '../ui/button-link.tsx';
import { Button } from '../ui/button.tsx';
import { useCourseCertificate, useGenerateCertificate } from './certificates-api.ts';

/**
 * A dashboard card's certificate actions (spec 000 §4 Certificate): once the course is complete, check
 * whether a certificate exists (404 means none), then offer Generate or View. Generating needs the
 * network: offline the button waits and says so.
 */
export function DashboardCertificateActions({
  courseId,
  complete,
}: {
  courseId: string;
  complete: boolean;
}) {
  const { t } = useTranslation('certificates');
  const existing = useCourseCertificate(courseId, complete);
  const generate = useGenerateCertificate(courseId);
  const network = useNeedsNetwork();
  if (!complete || existing.isPending) return null;
  const certificate = existing.data;
  if (certificate) {
    return (
      <ButtonLink
        to={`/certificates?certificate=${certificate.certificateId}`}
        variant="secondary"
        size="sm"
        icon={Award}
        data-testid="view-certificate"
      >
        {t('dashboard.view')}
      </ButtonLink>
    );
  }
  return (
    <div>
      <Button
        size="sm"
        variant="success"
        busy={generate.isPending}
        busyLabel={t('dashboard.generating')}
        disabled={network.offline}
        onClick={() => generate.mutate()}
        icon={<Award className="h-4 w-4" aria-hidden />}
      >
        {t('dashboard.generate')}
      </Button>
      {network.note}
      {generate.isError ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {t('dashboard.failed')}
        </p>
      ) : null}
    </div>
  );
}
