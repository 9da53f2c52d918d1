import { AlertTriangle, Film, Lock, RotateCw, SearchX, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Button } from '../../ui/button.tsx';
import { CHECKOUT_REDIRECT_MS, checkoutPath } from './use-lesson-choice.ts';

/** Spec 000 §4 Video: a lesson that no longer exists goes to the first one after 2 s. */
export const NOT_FOUND_REDIRECT_MS = 2_000;

/** A way on from a watch screen, drawn as a large link. */
interface Way {
  to: string;
  label: string;
  replace?: boolean;
  state?: unknown;
}

/**
 * A watch page that cannot show its lesson: why, and the ways on. The first way is in the player's
 * red, unless a `lead` action (Retry) comes before them and takes it.
 */
function Screen(props: {
  icon: LucideIcon;
  warning?: boolean;
  title: string;
  body?: string;
  lead?: ReactNode;
  ways: Way[];
  testId: string;
}) {
  return (
    <section
      role="alert"
      data-testid={props.testId}
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <props.icon
        className={`h-12 w-12 ${props.warning ? 'text-amber-500' : 'text-slate-400'}`}
        aria-hidden
      />
      <h1 className="mt-4 text-xl font-bold text-slate-900 sm:text-2xl">{props.title}</h1>
      {props.body && <p className="mt-3 text-slate-600">{props.body}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {props.lead}
        {props.ways.map(({ label, ...way }, index) => (
          <ButtonLink
            key={way.to}
            size="lg"
            variant={index === 0 && !props.lead ? 'danger' : 'secondary'}
            {...way}
          >
            {label}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}

/** Goes on to `to` by itself after `ms`; `null` stays. */
function useRedirectAfter(ms: number, to: string | null, replace = false) {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    const timer = setTimeout(() => void navigate(to, { replace }), ms);
    return () => clearTimeout(timer);
  }, [ms, to, replace, navigate]);
}

/** The lesson in the address is locked: for a learner, checkout after 2 s; for a visitor, sign in. */
export function NotPurchased({ courseId, signedIn }: { courseId: string; signedIn: boolean }) {
  const { t } = useTranslation('watch');
  const location = useLocation();
  useRedirectAfter(CHECKOUT_REDIRECT_MS, signedIn ? checkoutPath(courseId) : null);
  const signIn = {
    to: '/login',
    state: { from: location.pathname },
    label: t('locked.signInLink'),
  };
  const course = { to: `/course/${courseId}`, label: t('locked.courseLink') };
  return (
    <Screen
      testId="watch-not-purchased"
      icon={Lock}
      warning
      title={t('errors.notPurchasedTitle')}
      body={signedIn ? t('locked.checkout') : t('locked.signIn')}
      ways={signedIn ? [course] : [signIn, course]}
    />
  );
}

export function VideoNotFound({ firstLessonPath }: { firstLessonPath: string }) {
  const { t } = useTranslation('watch');
  useRedirectAfter(NOT_FOUND_REDIRECT_MS, firstLessonPath, true);
  return (
    <Screen
      testId="watch-video-not-found"
      icon={SearchX}
      title={t('errors.notFoundTitle')}
      body={t('errors.notFound')}
      ways={[{ to: firstLessonPath, replace: true, label: t('errors.firstLesson') }]}
    />
  );
}

export function NoVideos({ courseId }: { courseId: string }) {
  const { t } = useTranslation('watch');
  return (
    <Screen
      testId="watch-no-videos"
      icon={Film}
      title={t('errors.noVideosTitle')}
      body={t('errors.noVideos')}
      ways={[
        { to: `/course/${courseId}`, label: t('locked.courseLink') },
        { to: '/contact', label: t('errors.contact') },
      ]}
    />
  );
}

export function CourseMissing() {
  const { t } = useTranslation('watch');
  return (
    <Screen
      testId="watch-course-not-found"
      icon={SearchX}
      title={t('errors.courseNotFound')}
      ways={[
        { to: '/dashboard', label: t('errors.dashboard') },
        { to: '/courses', label: t('errors.courses') },
      ]}
    />
  );
}

export function WatchLoadFailed({
  message,
  offline,
  onRetry,
  retrying,
}: {
  message: string;
  offline: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('watch');
  const retry = (
    <Button
      variant="danger"
      onClick={onRetry}
      icon={<RotateCw className={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />}
    >
      {t('common.retry')}
    </Button>
  );
  return (
    <Screen
      testId="watch-load-failed"
      icon={AlertTriangle}
      warning
      title={t('errors.loadFailed')}
      body={offline ? t('errors.offline') : message}
      lead={retry}
      ways={[{ to: '/dashboard', label: t('errors.dashboard') }]}
    />
  );
}

/**
 * The watch page's outline while its lessons load: the player's box where the player will be (below
 * the row with the way back and the playlist button), so nothing moves when the page arrives. With
 * the box at the top, the player was pushed down 52 px on a phone: a layout shift of 0.05 (issue 26).
 */
export function WatchSkeleton() {
  const { t } = useTranslation('watch');
  return (
    <div className="bg-slate-50 pb-10" aria-busy data-testid="watch-skeleton">
      <p className="sr-only" role="status">
        {t('loading')}
      </p>
      {/* The top row's place: its buttons are 2.5 rem high (watch-view.tsx). */}
      <div className="mx-auto max-w-7xl px-3 pt-3 md:px-6">
        <div className="h-10" />
      </div>
      <div className="mx-auto mt-3 grid max-w-7xl gap-5 px-0 md:grid-cols-[minmax(0,1fr)_20rem] md:px-6">
        <div className="aspect-video w-full animate-pulse bg-slate-800 md:rounded-xl" />
        <div className="hidden h-80 animate-pulse rounded-2xl bg-slate-100 md:block" />
      </div>
    </div>
  );
}
