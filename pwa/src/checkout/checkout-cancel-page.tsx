import { XCircle } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCourse } from '../courses/index.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { OutcomePanel } from '../ui/section-outcome.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { Frame } from './checkout-frame.tsx';
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
    <Frame>
      <OutcomePanel
        icon={XCircle}
        tone="warning"
        title={t('cancel.title')}
        testId="payment-cancelled"
        actions={
          <>
            {courseId ? (
              <ButtonLink to={`/course/${courseId}`}>{t('cancel.backToCourse')}</ButtonLink>
            ) : null}
            <ButtonLink to="/courses" variant="secondary">
              {t('cancel.browse')}
            </ButtonLink>
          </>
        }
      >
        <p className="text-slate-600">
          {title ? t('cancel.bodyFor', { title }) : t('cancel.body')}
        </p>
        <p className="text-sm text-slate-600">{t('cancel.noCharge')}</p>
      </OutcomePanel>
    </Frame>
  );
}
