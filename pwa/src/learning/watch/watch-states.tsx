import { AlertTriangle, Film, Lock, RotateCw, SearchX, type LucideIcon } from 'lucide-react';
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Button } from '../../ui/button.tsx';
import { checkoutPath } from './use-lesson-choice.ts';

/** Spec 000 §4 Video: a lesson that no longer exists goes to the first one after 2 s. */
export const NOT_FOUND_REDIRECT_MS = 2_000;

/** A watch page that cannot show its lesson: why, and the ways on (the first in the player's red). */
function Screen(props: {
  icon: LucideIcon;
  warning?: boolean;
  title: string;
  body?: string;
  children?: ReactNode;
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
      <div className="mt-6 flex flex-wrap justify-center gap-3">{props.children}</div>
    </section>
  );
}

/** The lesson in the address is locked: for a learner, checkout after 2 s; for a visitor, sign in. */
export function NotPurchased({ courseId, signedIn }: { courseId: string; signedIn: boolean }) {
  const { t } = useTranslation('watch');
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => void navigate(checkoutPath(courseId)), 2_000);
    return () => clearTimeout(timer);
  }, [signedIn, courseId, navigate]);
  return (
    <Screen
      testId="watch-not-purchased"
      icon={Lock}
      warning
      title={t('errors.notPurchasedTitle')}
      body={signedIn ? t('locked.checkout') : t('locked.signIn')}
    >
      {!signedIn && (
        <ScreenLink to="/login" state={{ from: location.pathname }} variant="danger">
          {t('locked.signInLink')}
        </ScreenLink>
      )}
      <ScreenLink to={`/course/${courseId}`} variant={signedIn ? 'danger' : 'secondary'}>
        {t('locked.courseLink')}
      </ScreenLink>
    </Screen>
  );
}

export function VideoNotFound({ firstLessonPath }: { firstLessonPath: string }) {
  const { t } = useTranslation('watch');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(firstLessonPath, { replace: true }),
      NOT_FOUND_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [firstLessonPath, navigate]);
  return (
    <Screen
      testId="watch-video-not-found"
      icon={SearchX}
      title={t('errors.notFoundTitle')}
      body={t('errors.notFound')}
    >
      <ScreenLink to={firstLessonPath} replace variant="danger">
        {t('errors.firstLesson')}
      </ScreenLink>
    </Screen>
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
    >
      <ScreenLink to={`/course/${courseId}`} variant="danger">
        {t('locked.courseLink')}
      </ScreenLink>
      <ScreenLink to="/contact">{t('errors.contact')}</ScreenLink>
    </Screen>
  );
}

export function CourseMissing() {
  const { t } = useTranslation('watch');
  return (
    <Screen testId="watch-course-not-found" icon={SearchX} title={t('errors.courseNotFound')}>
      <ScreenLink to="/dashboard" variant="danger">
        {t('errors.dashboard')}
      </ScreenLink>
      <ScreenLink to="/courses">{t('errors.courses')}</ScreenLink>
    </Screen>
  );
}

export function WatchLoadFailed(props: {
  message: string;
  offline: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('watch');
  return (
    <Screen
      testId="watch-load-failed"
      icon={AlertTriangle}
      warning
      title={t('errors.loadFailed')}
      body={props.offline ? t('errors.offline') : props.message}
    >
      <Button
        variant="danger"

        onClick={props.onRetry}
        icon={
          <RotateCw className={`h-4 w-4 ${props.retrying ? 'animate-spin' : ''}`} aria-hidden />
        }
      >
        {t('common.retry')}
      </Button>
      <ScreenLink to="/dashboard">{t('errors.dashboard')}</ScreenLink>
    </Screen>
  );
}

export function WatchSkeleton() {
  const { t } = useTranslation('watch');
  return (
    <div
      className="mx-auto grid max-w-7xl gap-5 px-3 py-4 md:grid-cols-[1fr_20rem] md:px-6"
      aria-busy
    >
      <p className="sr-only" role="status">
        {t('loading')}
      </p>
      <div className="aspect-video w-full animate-pulse rounded-xl bg-slate-800" />
      <div className="hidden h-80 animate-pulse rounded-2xl bg-slate-100 md:block" />
    </div>
  );
}

/** A large action of a watch screen: secondary unless told otherwise (the main one is red). */
function ScreenLink(props: ComponentProps<typeof ButtonLink>) {
  return <ButtonLink variant="secondary" size="lg" {...props} />;
}
