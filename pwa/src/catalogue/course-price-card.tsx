import { CheckCircle2, LogIn, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PurchaseButton } from '../checkout/index.ts';
import { NoticePanel } from '../ui/notice-panel.tsx';
import {
  formatPrice,
  isFree,
  originalPrice,
  savingAmount,
  type CourseDetail,
} from '@academy/shared';

/** What every course includes; a course with a WhatsApp group adds it last. */
const INCLUDED = ['lifetime', 'certificate', 'updates'] as const;

/** What the price card shows from: the course, whether this learner bought it, whether anyone is signed in. */
export interface PriceCardProps {
  course: CourseDetail;
  purchased: boolean;
  signedIn: boolean;
}

/**
 * The price card (spec 000 §2 Course detail): the price, a struck-through price of 1.5 times it and a
 * saving of half of it, rounded. Bought: 'course purchased' and Start learning (the first lesson).
 * Not bought: the purchase button (checkout/purchase-button.tsx: /login without a sign-in, else
 * straight to the checkout, with its Processing and error states), plus a sign-in prompt for visitors.
 */
export function CoursePriceCard({ course, purchased, signedIn }: PriceCardProps) {
  const { t } = useTranslation('catalogue');
  const free = isFree(course.price);
  const coursePath = `/course/${course._id}`;
  const firstVideo = course.videos[0];
  const startPath = firstVideo
    ? `${coursePath}/watch/${firstVideo._id}`
    : `/my-course/${course._id}`;
  const includes = [...INCLUDED, ...(course.hasWhatsappGroup ? (['group'] as const) : [])];

  return (
    <div className="space-y-5 p-5" data-testid="price-card">
      {purchased ? (
        <NoticePanel
          tone="success"
          icon={CheckCircle2}
          title={t('detail.priceCard.purchasedTitle')}
          testId="purchased-banner"
        >
          <p>{t('detail.priceCard.purchasedBody')}</p>
        </NoticePanel>
      ) : (
        <div>
          <p className="sr-only">{t('detail.priceCard.label')}</p>
          {free ? (
            <>
              <p className="text-3xl font-bold text-green-700">{t('card.free')}</p>
              <p className="mt-1 text-sm text-slate-600">{t('detail.priceCard.freeNote')}</p>
            </>
          ) : (
            <>
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="text-3xl font-bold text-slate-900" data-testid="detail-price">
                  {formatPrice(course.price)}
                </span>
                <span className="sr-only">
                  {t('detail.priceCard.was', { price: formatPrice(originalPrice(course.price)) })}
                </span>
                <s className="text-lg text-slate-500" data-testid="detail-was-price" aria-hidden>
                  {formatPrice(originalPrice(course.price))}
                </s>
              </p>
              <p
                className="mt-1 inline-block rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-red-700"
                data-testid="detail-saving"
              >
                {t('detail.priceCard.save', { amount: formatPrice(savingAmount(course.price)) })}
              </p>
            </>
          )}
        </div>
      )}

      {purchased ? (
        <Link
          to={startPath}
          className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
        >
          <PlayCircle className="h-5 w-5" aria-hidden />
          {t('detail.priceCard.startLearning')}
        </Link>
      ) : (
        <div className="space-y-3">
          <PurchaseButton courseId={course._id} free={free} />
          {!signedIn && (
            <p className="text-center text-sm text-slate-600">
              {t('detail.priceCard.signInPrompt')}{' '}
              <Link
                to="/login"
                state={{ from: coursePath }}
                className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
              >
                <LogIn className="h-3.5 w-3.5" aria-hidden />
                {t('detail.priceCard.signIn')}
              </Link>
            </p>
          )}
          {!free && (
            <p className="text-center text-xs text-slate-500">{t('detail.priceCard.final')}</p>
          )}
        </div>
      )}

      <div className="border-t border-slate-100 pt-4">
        <p className="text-sm font-semibold text-slate-900">{t('detail.priceCard.includes')}</p>
        <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
          {includes.map((key) => (
            <li key={key} className="flex items-center gap-2">
              <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden />
              {t(`detail.priceCard.${key}`)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
