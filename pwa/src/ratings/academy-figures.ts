import { siteConfig } from '../config/site-config.ts';
import { intlLocale } from '../i18n/intl-locale.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useAverageLabel } from './rating-stars.tsx';
import { useRatingSummary } from './ratings-api.ts';

/**
 * The home and about figures (issue 25 §3): the academy's real average rating and learner count once
 * someone rated a course; until then, or while the summary loads or cannot be had (offline), the
 * claims of the site configuration (CLAIMED_LEARNERS, CLAIMED_RATING).
 */
export function useAcademyFigures(): { learners: string; rating: string } {
  const summary = useRatingSummary().data;
  const { language } = useLanguage();
  const averageLabel = useAverageLabel();
  if (summary && summary.count > 0 && summary.average !== null) {
    return {
      learners: summary.learners.toLocaleString(intlLocale(language)),
      rating: averageLabel(summary.average),
    };
  }
  return { learners: siteConfig.claimedLearners, rating: siteConfig.claimedRating };
}
