import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CourseRating } from '@academy/shared';
import { decimalFormat } from '../i18n/intl-locale.ts';
import { useLanguage } from '../i18n/use-language.ts';

const FIVE = [1, 2, 3, 4, 5];

/**
 * Five stars filled up to `value` (fractions too: 4.3 fills a third of the fifth). Drawing only: the
 * caller says the value in words.
 */
export function RatingStars({
  value,
  className = 'h-4 w-4',
}: {
  value: number;
  className?: string;
}) {
  const filled = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return (
    <span aria-hidden className="relative inline-flex shrink-0">
      <span className="flex text-slate-300">
        {FIVE.map((n) => (
          <Star key={n} className={className} fill="currentColor" strokeWidth={0} />
        ))}
      </span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500"
        style={{ width: filled }}
      >
        {FIVE.map((n) => (
          <Star key={n} className={`${className} shrink-0`} fill="currentColor" strokeWidth={0} />
        ))}
      </span>
    </span>
  );
}

/** "4.5" in the interface's language, one decimal. */
export function useAverageLabel(): (average: number) => string {
  const { language } = useLanguage();
  return (average) => decimalFormat(language, 1).format(average);
}

/**
 * A course's stars, average and count (cards, course page): "★★★★½ 4.5 (12)", read out as "Rated 4.5
 * out of 5 by 12 learners"; "No ratings yet" until someone rated.
 */
export function CourseRatingSummary({
  rating,
  tone = 'light',
  className = '',
}: {
  rating: CourseRating | undefined;
  /** 'dark' on the course page's dark hero. */
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const { t } = useTranslation('catalogue');
  const averageLabel = useAverageLabel();
  const muted = tone === 'dark' ? 'text-slate-200' : 'text-slate-600';
  if (!rating || rating.average === null || rating.count === 0) {
    return (
      <p className={`text-xs ${muted} ${className}`} data-testid="course-rating">
        {t('rating.none')}
      </p>
    );
  }
  const average = averageLabel(rating.average);
  return (
    <p
      className={`flex items-center gap-1.5 text-sm ${className}`}
      data-testid="course-rating"
      data-average={rating.average}
      data-count={rating.count}
    >
      <RatingStars value={rating.average} />
      <span
        aria-hidden
        className={`font-semibold ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}
      >
        {average}
      </span>
      <span aria-hidden className={muted}>
        ({rating.count})
      </span>
      <span className="sr-only">{t('rating.summary', { average, count: rating.count })}</span>
    </p>
  );
}
