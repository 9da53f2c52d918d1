import { CheckCircle2, Download, ExternalLink, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_LIMITS, type Certificate } from '@academy/shared';
import { siteConfig } from '../config/site-config.ts';
import { useAuthToken } from '../session/auth-storage.ts';
import { Button } from '../ui/button.tsx';
import { downloadCertificate } from './certificates-api.ts';
import { shareCertificate, type ShareOutcome } from './share.ts';
import { useFlash } from './use-flash.ts';

const L = CERTIFICATE_LIMITS;

/** Download (PDF), Share (native sheet or the link copied) and Verify for one certificate. */
export function CertificateActions({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation('certificates');
  const token = useAuthToken();
  const [downloading, setDownloading] = useState(false);
  const [note, flash] = useFlash<{ text: string; tone: 'ok' | 'error' }>();

  const handleDownload = async () => {
    setDownloading(true);
    try {
      await downloadCertificate(certificate, token);
      flash({ text: t('card.downloaded'), tone: 'ok' }, L.successMessageMs);
    } catch {
      flash({ text: t('card.download_failed'), tone: 'error' }, L.errorClearMs);
    } finally {
      setDownloading(false);
    }
  };

  const handleShare = async () => {
    if (!certificate.certificateId) {
      flash({ text: t('share.invalid'), tone: 'error' }, L.errorClearMs);
      return;
    }
    const outcome: ShareOutcome = await shareCertificate({
      title: t('share.title', { title: certificate.courseTitle }),
      text: t('share.text', { title: certificate.courseTitle, app: siteConfig.appName }),
      url: certificate.verifyUrl,
    });
    if (outcome === 'shared') flash({ text: t('card.shared'), tone: 'ok' }, L.shareBadgeMs);
    else if (outcome === 'copied')
      flash({ text: t('share.copied'), tone: 'ok' }, L.successMessageMs);
    else flash({ text: t(`share.${outcome}`), tone: 'error' }, L.errorClearMs);
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {/* A revoked certificate's PDF is refused by the server: no button that can only fail. */}
        {certificate.revokedAt ? null : (
          <Button
            size="sm"
            onClick={() => void handleDownload()}
            busy={downloading}
            busyLabel={t('card.downloading')}
            icon={<Download className="h-4 w-4" aria-hidden />}
          >
            {t('card.download')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void handleShare()}
          icon={<Share2 className="h-4 w-4" aria-hidden />}
        >
          {t('card.share')}
        </Button>
        <a
          href={`/verify/${certificate.certificateId}`}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 px-2 py-1.5 text-sm font-semibold text-accent-700 hover:underline"
        >
          <ExternalLink className="h-4 w-4" aria-hidden />
          {t('card.verify')}
        </a>
      </div>
      <p
        role="status"
        className={`min-h-5 text-sm ${note?.tone === 'error' ? 'text-red-700' : 'text-green-700'}`}
      >
        {note ? (
          <span className="inline-flex items-center gap-1">
            {note.tone === 'ok' ? <CheckCircle2 className="h-4 w-4" aria-hidden /> : null}
            {note.text}
          </span>
        ) : null}
      </p>
    </div>
  );
}
