import type { CourseVideoItem } from '@academy/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthToken } from '../../session/auth-storage.ts';

/** Spec 000 §9: checkout redirect 2 s. */
export const CHECKOUT_REDIRECT_MS = 2_000;

export type LockedNotice = 'checkout' | 'signIn' | null;

export function checkoutPath(courseId: string): string {
  return `/course/${encodeURIComponent(courseId)}/checkout`;
}

/**
 * Choosing a lesson (spec 000 §4 Video): an open one plays; a locked one cannot be chosen and shows a
 * notice instead, and a signed-in learner goes on to checkout after 2 s while a visitor is told to
 * sign in or purchase.
 */
export function useLessonChoice(courseId: string, open: (lesson: CourseVideoItem) => void) {
  const token = useAuthToken();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<LockedNotice>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const choose = useCallback(
    (lesson: CourseVideoItem) => {
      if (timer.current) clearTimeout(timer.current);
      if (!lesson.isLocked) {
        setNotice(null);
        open(lesson);
        return;
      }
      if (!token) {
        setNotice('signIn');
        return;
      }
      setNotice('checkout');
      timer.current = setTimeout(() => void navigate(checkoutPath(courseId)), CHECKOUT_REDIRECT_MS);
    },
    [courseId, navigate, open, token],
  );
  return { notice, choose };
}
