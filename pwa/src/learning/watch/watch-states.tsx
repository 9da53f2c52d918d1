import { AlertTriangle, Film, Lock, RotateCw, SearchX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { checkoutPath } from './use-lesson-choice.ts';

/** Spec 000 §4 Video: a lesson that no longer exists goes to the first one after 2 s. */
export const NOT_FOUND_REDIRECT_MS = 2_000;

function Screen(props: {
  icon: ReactNode;
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
      {props.icon}
      <h1 className="mt-4 text-xl font-bold text-slate-900 sm:text-2xl">{props.title}</h1>
      {props.body && <p className="mt-3 text-slate-600">{props.body}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">{props.children}</div>
    </section>
  );
}

const primary =
  'inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800';
const secondary =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50';

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
      icon={<Lock className="h-12 w-12 text-amber-500" aria-hidden />}
      title={t('errors.notPurchasedTitle')}
      body={signedIn ? t('locked.checkout') : t('locked.signIn')}
    >
      {!signedIn && (
        <Link to="/login" state={{ from: location.pathname }} className={primary}>
          {t('locked.signInLink')}
        </Link>
      )}
      <Link to={`/course/${courseId}`} className={signedIn ? primary : secondary}>
        {t('locked.courseLink')}
      </Link>
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
      icon={<SearchX className="h-12 w-12 text-slate-400" aria-hidden />}
      title={t('errors.notFoundTitle')}
      body={t('errors.notFound')}
    >
      <Link to={firstLessonPath} replace className={primary}>
        {t('errors.firstLesson')}
      </Link>
    </Screen>
  );
}

export function NoVideos({ courseId }: { courseId: string }) {
  const { t } = useTranslation('watch');
  return (
    <Screen
      testId="watch-no-videos"
      icon={<Film className="h-12 w-12 text-slate-400" aria-hidden />}
      title={t('errors.noVideosTitle')}
      body={t('errors.noVideos')}
    >
      <Link to={`/course/${courseId}`} className={primary}>
        {t('locked.courseLink')}
      </Link>
      <Link to="/contact" className={secondary}>
        {t('errors.contact')}
      </Link>
    </Screen>
  );
}

export function CourseMissing() {
  const { t } = useTranslation('watch');
  return (
    <Screen
      testId="watch-course-not-found"
      icon={<SearchX className="h-12 w-12 text-slate-400" aria-hidden />}
      title={t('errors.courseNotFound')}
    >
      <Link to="/dashboard" className={primary}>
        {t('errors.dashboard')}
      </Link>
      <Link to="/courses" className={secondary}>
        {t('errors.courses')}
      </Link>
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
      icon={<AlertTriangle className="h-12 w-12 text-amber-500" aria-hidden />}
      title={t('errors.loadFailed')}
      body={props.offline ? t('errors.offline') : props.message}
    >
      <button type="button" onClick={props.onRetry} className={primary}>
        <RotateCw className={`h-4 w-4 ${props.retrying ? 'animate-spin' : ''}`} aria-hidden />
        {t('common.retry')}
      </button>
      <Link to="/dashboard" className={secondary}>
        {t('errors.dashboard')}
      </Link>
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
