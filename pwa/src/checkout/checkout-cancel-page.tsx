import { XCircle } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCourse } from '../catalogue/catalogue-queries.ts';
import { buttonClass } from '../ui/button.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { clearCheckout, resultCourseId } from './checkout-storage.ts';

/** /checkout/cancel (spec 000 §2): the payment was cancelled; nothing was charged. */
export default function CheckoutCancelPage() {
  const { t } = useTranslation('checkout');
  const [search] = useSearchParams();
  const courseId = useMemo(() => resultCourseId(search), [search]);
  const course = useCourse(courseId ?? '');
  usePageTitle(t('cancel.title'));
  // The checkout is over: the monitor must not send the learner to the failure page later.
  useEffect(() => clearCheckout(), []);

  const title = courseId ? course.data?.title : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <div
        className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-sm"
        data-testid="payment-cancelled"
      >
        <XCircle className="h-12 w-12 text-amber-600" aria-hidden />
        <h1 className="text-2xl font-bold text-slate-900">{t('cancel.title')}</h1>
        <p className="text-slate-600">
          {title ? t('cancel.bodyFor', { title }) : t('cancel.body')}
        </p>
        <p className="text-sm text-slate-600">{t('cancel.noCharge')}</p>
        <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          {courseId ? (
            <Link to={`/course/${courseId}`} className={buttonClass('primary')}>
              {t('cancel.backToCourse')}
            </Link>
          ) : null}
          <Link to="/courses" className={buttonClass('secondary')}>
            {t('cancel.browse')}
          </Link>
        </div>
      </div>
    </div>
  );
}
