import { Eye, EyeOff, MessageSquareText, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AdminReview } from '@academy/shared';
import { ApiError } from '../../api/api-client.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { useOnline } from '../../offline/use-online.ts';
import { RatingStars } from '../../ratings/index.ts';
import { useToast } from '../../ui/toast.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { readPage } from '../../ui/list-address.ts';
import { ListBody } from '../../ui/list-body.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pager } from '../../ui/pager.tsx';
import { EmptyState, SkeletonList } from '../../ui/states.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useAdminReviews, useReviewVisibility } from './admin-reviews-api.ts';

/**
 * /admin/reviews (issue 25 §3): every rating, newest change first, hidden reviews included; a review
 * can be hidden from the course page (its stars still count) and shown again. The page in `?page=`.
 */
export default function AdminReviewsPage() {
  const { t } = useTranslation('admin-reviews');
  usePageTitle(t('title'), 'admin');
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const reviews = useAdminReviews(page);
  const list = reviews.data;

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          list ? (
            <p className="text-sm font-medium text-slate-600" data-testid="reviews-total">
              {t('total', { count: list.pagination.total })}
            </p>
          ) : null
        }
      />
      <section aria-label={t('listLabel')} aria-busy={reviews.isFetching}>
        {!online && !list ? (
          <EmptyState icon={WifiOff} title={t('offline')} testId="admin-reviews-offline" />
        ) : (
          <ListBody
            query={reviews}
            items={list?.reviews}
            loading={
              <SkeletonList count={3} label={t('loading')} itemClassName="h-28 rounded-2xl" />
            }
            errorTitle={t('error')}
            compactError={false}
            empty={
              <EmptyState
                icon={MessageSquareText}
                title={t('emptyTitle')}
                body={t('emptyBody')}
                testId="admin-reviews-empty"
              />
            }
            className="space-y-3"
          >
            {(review) => <ReviewRow key={review.id} review={review} />}
          </ListBody>
        )}
      </section>
      {list ? (
        <Pager
          page={list.pagination.page}
          pages={list.pagination.pages}
          onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          label={t('pages')}
        />
      ) : null}
    </div>
  );
}

function ReviewRow({ review }: { review: AdminReview }) {
  const { t, i18n } = useTranslation('admin-reviews');
  const toast = useToast();
  const online = useOnline();
  const visibility = useReviewVisibility();
  const toggle = () =>
    visibility.mutate(
      { id: review.id, hidden: !review.hidden },
      {
        onSuccess: ({ data }) => toast.success(data.hidden ? t('hiddenDone') : t('shownDone')),
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.isNetworkError ? t('network') : t('changeFailed'),
          ),
      },
    );
  return (
    <li
      data-testid="admin-review"
      data-hidden={review.hidden}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start sm:p-5"
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <RatingStars value={review.rating} />
          <span className="text-sm font-semibold text-slate-900">
            {t('stars', { count: review.rating })}
          </span>
          {review.hidden ? <Badge tone="yellow">{t('hiddenBadge')}</Badge> : null}
        </p>
        <p className="text-sm text-slate-700">
          <Link
            to={`/admin/courses/${review.courseId}`}
            className="font-semibold text-red-700 hover:underline"
          >
            {review.courseTitle}
          </Link>
        </p>
        <p className="truncate text-sm text-slate-600">
          {t('by', { name: review.learnerName, email: review.learnerEmail })} ·{' '}
          {formatDate(review.updatedAt, i18n.language)}
        </p>
        {review.review ? (
          <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">
            {review.review}
          </p>
        ) : (
          <p className="text-sm text-slate-500 italic">{t('noText')}</p>
        )}
      </div>
      {review.review ? (
        <Button
          variant={review.hidden ? 'secondary' : 'dangerOutline'}
          size="sm"
          icon={review.hidden ? Eye : EyeOff}
          busy={visibility.isPending}
          disabled={!online}
          onClick={toggle}
          aria-label={
            review.hidden
              ? t('showFor', { name: review.learnerName, course: review.courseTitle })
              : t('hideFor', { name: review.learnerName, course: review.courseTitle })
          }
        >
          {review.hidden ? t('show') : t('hide')}
        </Button>
      ) : null}
    </li>
  );
}
