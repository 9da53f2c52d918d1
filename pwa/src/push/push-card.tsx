import { Bell, BellOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage, DEFAULT_LANGUAGE } from '@academy/shared';
import { useAuthToken } from '../session/auth-storage.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import {
  readPushState,
  turnPushOff,
  turnPushOn,
  updatePushLanguage,
  type PushState,
} from './push-browser.ts';

const TONE: Record<PushState, BadgeTone> = {
  on: 'green',
  off: 'slate',
  blocked: 'red',
  unsupported: 'slate',
};

/**
 * Opting in to pushes about new courses on this device (issue 15), on the dashboard and the profile.
 * The permission is asked only when the learner presses Turn on, never on load.
 */
export function PushCard() {
  const { t, i18n } = useTranslation('push');
  const token = useAuthToken();
  const language = normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'offline' | 'error' | null>(null);

  useEffect(() => {
    let live = true;
    readPushState().then(
      (found) => live && setState(found),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  // Pushes come in the app's language: a switch of language while on is told to the server.
  const sentLanguage = useRef(language);
  useEffect(() => {
    if (state !== 'on' || !token || sentLanguage.current === language) return;
    sentLanguage.current = language;
    updatePushLanguage(token, language).catch(() => undefined);
  }, [state, token, language]);

  const change = async (to: 'on' | 'off') => {
    if (!token) return;
    if (!navigator.onLine) {
      setProblem('offline');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      setState(to === 'on' ? await turnPushOn(token, language) : await turnPushOff(token));
      sentLanguage.current = language;
    } catch {
      setProblem(navigator.onLine ? 'error' : 'offline');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      testId="push-card"
      title={t('title')}
      action={
        <Badge
          tone={state ? TONE[state] : 'slate'}
          dot
          data-testid="push-state"
          data-state={state ?? 'loading'}
        >
          {t(`state.${state ?? 'loading'}`)}
        </Badge>
      }
    >
      <p className="text-sm text-slate-600">
        {state === 'on'
          ? t('on_help')
          : state === 'blocked'
            ? t('blocked_help')
            : state === 'unsupported'
              ? t('unsupported_help')
              : t('description')}
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="push-problem">
          {t(problem)}
        </p>
      )}
      {(state === 'on' || state === 'off') && (
        <Button
          variant={state === 'on' ? 'secondary' : 'primary'}
          busy={busy}
          busyLabel={t('busy')}
          icon={
            state === 'on' ? (
              <BellOff className="h-4 w-4" aria-hidden />
            ) : (
              <Bell className="h-4 w-4" aria-hidden />
            )
          }
          onClick={() => void change(state === 'on' ? 'off' : 'on')}
          className="w-full sm:w-auto"
        >
          {state === 'on' ? t('turn_off') : t('turn_on')}
        </Button>
      )}
    </Card>
  );
}
