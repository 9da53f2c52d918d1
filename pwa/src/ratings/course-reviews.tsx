import { MessageSquareText, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicReview } from '@academy/shared';
import { Panel } from '../courses/index.ts';
import { formatDate } from '../i18n/format-date.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useOnline } from '../offline/use-online.ts';
import { Button } from '../ui/button.tsx';
import { QueryError } from '../ui/notice-query-error.tsx';
import { EmptyState, SkeletonList } from '../ui/states.tsx';
import { CourseRatingSummary, RatingStars } from './rating-stars.tsx';
import { useCourseReviews } from './ratings-api.ts';

/**
 * The course page's reviews (issue 25 §3): the average and count, then the latest shown reviews with
 * the learner's first name, five at a time ("More reviews").
 */
export function CourseReviews({ courseId }: { courseId: string }) {
  const { t } = useTranslation('ratings');
  const online = useOnline();
  const reviews = useCourseReviews(courseId);
  const pages = reviews.data?.pages ?? [];
  const list = pages.flatMap((page) => page.reviews);
  const rating = pages[0]?.rating;

  let body: React.ReactNode;
  if (reviews.isPending && !online) {
    body = <EmptyState icon={WifiOff} title={t('reviews.offline')} testId="reviews-offline" />;
  } else if (reviews.isPending) {
    body = <SkeletonList count={2} label={t('reviews.loading')} itemClassName="h-20 rounded-xl" />;
  } else if (reviews.isError && !reviews.data) {
    body = <QueryError compact title={t('reviews.error')} query={reviews} />;
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon={MessageSquareText}
        title={t('reviews.emptyTitle')}
        body={t('reviews.emptyBody')}
        testId="reviews-empty"
      />
    );
  } else {
    body = (
      <>
        <ul className="divide-y divide-slate-100" data-testid="course-reviews">
          {list.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
        {reviews.hasNextPage ? (
          <Button
            variant="secondary"
            className="mt-4"
            busy={reviews.isFetchingNextPage}
            busyLabel={t('reviews.loadingMore')}
            disabled={!online}
            onClick={() => void reviews.fetchNextPage()}
          >
            {t('reviews.more')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Panel title={t('reviews.title')} icon={MessageSquareText}>
      <div className="space-y-4" aria-busy={reviews.isFetching}>
        {rating && rating.count > 0 ? <CourseRatingSummary rating={rating} /> : null}
        {body}
      </div>
    </Panel>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const { t } = useTranslation('ratings');
  const { language } = useLanguage();
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-testid="course-review">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <p className="font-semibold text-slate-900">{review.firstName}</p>
        <RatingStars value={review.rating} />
        <span className="sr-only">{t('stars', { count: review.rating })}</span>
        <p className="text-xs text-slate-500">{formatDate(review.updatedAt, language)}</p>
      </div>
      <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
        {review.review}
      </p>
    </li>
  );
}
