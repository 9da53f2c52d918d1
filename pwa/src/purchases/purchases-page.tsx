import { BookOpen, ReceiptText, WifiOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountTabs } from '../accounts/index.ts';
import { useAuthToken } from '../session/auth-storage.ts';
import { learnerPage } from '../session/require-learner.tsx';
import { useOnline } from '../offline/use-online.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { readPage } from '../ui/list-address.ts';
import { ListBody } from '../ui/list-body.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Pager } from '../ui/pager.tsx';
import { EmptyState, SkeletonList } from '../ui/states.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { PurchaseRow } from './purchase-row.tsx';
import { useMyPurchases } from './purchases-api.ts';

/**
 * `/profile/purchases` (issue 25): the learner's purchases with their receipts, newest first, the page
 * in `?page=`. It opens offline from the copy saved on the device; the receipts themselves need the
 * network, and the page says so.
 */
export default learnerPage(PurchasesScreen);

export function PurchasesScreen() {
  const { t } = useTranslation('purchases');
  usePageTitle(t('title'));
  const token = useAuthToken();
  const online = useOnline();
  const offlineNoteId = useId();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const query = useMyPurchases(page);
  const list = query.data;

  const turnPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 lg:py-12">
        <AccountTabs />
        <PageHeader
          title={t('title')}
          subtitle={
            list && list.pagination.total > 0
              ? t('count', { count: list.pagination.total })
              : t('subtitle')
          }
        />
        {!online && list ? (
          <p
            id={offlineNoteId}
            role="note"
            data-testid="purchases-offline-note"
            className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {t('offline.receiptsNeedNetwork')}
          </p>
        ) : null}
        {!online && !list ? (
          <EmptyState
            icon={WifiOff}
            title={t('offline.title')}
            body={t('offline.body')}
            testId="purchases-offline"
          />
        ) : (
          <ListBody
            query={query}
            items={list?.purchases}
            loading={
              <SkeletonList count={3} label={t('loading')} itemClassName="h-24 rounded-2xl" />
            }
            errorTitle={t('error')}
            compactError={false}
            empty={
              <EmptyState
                icon={ReceiptText}
                title={t('empty.title')}
                body={t('empty.body')}
                testId="purchases-empty"
                action={
                  <ButtonLink to="/courses" icon={BookOpen}>
                    {t('empty.browse')}
                  </ButtonLink>
                }
              />
            }
            className="space-y-3"
          >
            {(purchase) => (
              <PurchaseRow
                key={purchase.orderId}
                purchase={purchase}
                token={token ?? ''}
                offline={!online}
                offlineNoteId={offlineNoteId}
              />
            )}
          </ListBody>
        )}
        {list ? (
          <Pager
            page={list.pagination.page}
            pages={list.pagination.pages}
            onPage={turnPage}
            label={t('pages')}
          />
        ) : null}
      </div>
    </div>
  );
}
