import { Award, BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { normaliseCertificateId } from '@academy/shared';
import { RequireLearner } from '../session/require-learner.tsx';
import { formatDate } from '../i18n/format-date.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { ListBody } from '../ui/list-body.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { EmptyState, SkeletonList } from '../ui/states.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { CertificateCard } from './certificate-card.tsx';
import { useMyCertificates } from './certificates-api.ts';

/** The cards' grid, the same while they load. */
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** `/certificates`: the learner's certificates; `?certificate=` brings one to the top, outlined. */
function CertificatesList() {
  const { t, i18n } = useTranslation('certificates');
  usePageTitle(t('list.title'));
  const [params] = useSearchParams();
  const wanted = normaliseCertificateId(params.get('certificate') ?? '');
  const query = useMyCertificates();

  const list =
    query.data &&
    [...query.data].sort(
      (a, b) => Number(b.certificateId === wanted) - Number(a.certificateId === wanted),
    );
  const latest = query.data?.[0];
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageHeader
        title={t('list.title')}
        subtitle={
          latest ? (
            <>
              <span data-testid="certificate-count">
                {t('list.count', { count: query.data?.length ?? 0 })}
              </span>
              {' · '}
              {t('list.latest', { date: formatDate(latest.completionDate, i18n.language, 'long') })}
            </>
          ) : undefined
        }
      />
      <ListBody
        query={query}
        items={list}
        loading={
          <SkeletonList
            count={3}
            label={t('list.loading')}
            className={GRID}
            itemClassName="h-56 rounded-2xl"
          />
        }
        errorTitle={t('list.error_title')}
        compactError={false}
        empty={
          <EmptyState
            icon={Award}
            title={t('list.empty_title')}
            body={t('list.empty_body')}
            action={
              <ButtonLink to="/courses" icon={BookOpen}>
                {t('list.browse')}
              </ButtonLink>
            }
          />
        }
        className={GRID}
      >
        {(c) => (
          <li key={c.certificateId}>
            <CertificateCard certificate={c} highlighted={c.certificateId === wanted} />
          </li>
        )}
      </ListBody>
    </div>
  );
}

export default function CertificatesPage() {
  return (
    <RequireLearner>
      <CertificatesList />
    </RequireLearner>
  );
}
