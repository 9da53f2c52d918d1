import type { ReactNode } from 'react';
import { AuthCard } from './auth-card.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { FormBanner, type FormBannerTone } from '../ui/form-banner.tsx';

/** A sign-in step the learner waits for (checking a link, finishing Google): spinner and one line. */
export function AuthWaitCard({
  title,
  text,
  standalone = false,
}: {
  title: string;
  text: string;
  standalone?: boolean;
}) {
  return (
    <AuthCard standalone={standalone} icon={<Spinner className="h-6 w-6" />} title={title}>
      <p className="text-center text-sm text-slate-600" role="status">
        {text}
      </p>
    </AuthCard>
  );
}

/**
 * How a sign-in step ended: the outcome in a notice (its first line carries `testId` for the browser
 * tests), an optional line about what happens next, and the actions below it.
 */
export function AuthOutcomeCard({
  tone,
  icon,
  title,
  message,
  testId,
  next,
  actions,
  standalone = false,
}: {
  tone: FormBannerTone;
  icon: ReactNode;
  title: string;
  message: ReactNode;
  testId?: string;
  /** What happens next ("Redirecting…"), under the message. */
  next?: string;
  actions?: ReactNode;
  standalone?: boolean;
}) {
  return (
    <AuthCard standalone={standalone} icon={icon} title={title}>
      <FormBanner tone={tone}>
        <p data-testid={testId}>{message}</p>
        {next ? <p className="mt-1">{next}</p> : null}
      </FormBanner>
      {actions}
    </AuthCard>
  );
}
