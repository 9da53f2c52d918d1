import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuthCard } from './auth-card.tsx';
import { ButtonLink } from '../ui/button-link.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { FormBanner } from '../ui/form-banner.tsx';

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

const OUTCOME_ICON = { success: CheckCircle2, error: XCircle } as const;

/**
 * How a sign-in step ended (its icon a tick or a cross unless `icon` says otherwise): the outcome in a notice (its first line carries `testId` for the browser
 * tests), an optional line about what happens next, and the actions below it.
 */
export function AuthOutcomeCard({
  tone,
  icon,
  title,
  message,
  testId,
  next,
  link,
  actions,
  standalone = false,
}: {
  tone: 'success' | 'error';
  icon?: ReactNode;
  title: string;
  message: ReactNode;
  testId?: string;
  /** What happens next ("Redirecting…"), under the message. */
  next?: string;
  /** The way on, as a button across the card ("Go to Login"). */
  link?: { to: string; label: string; replace?: boolean };
  /** Other actions, below the message. */
  actions?: ReactNode;
  standalone?: boolean;
}) {
  const ToneIcon = OUTCOME_ICON[tone];
  return (
    <AuthCard
      standalone={standalone}
      icon={icon ?? <ToneIcon className="h-6 w-6" aria-hidden />}
      title={title}
    >
      <FormBanner tone={tone}>
        <p data-testid={testId}>{message}</p>
        {next ? <p className="mt-1">{next}</p> : null}
      </FormBanner>
      {link ? (
        <ButtonLink to={link.to} replace={link.replace} fullWidth className="mt-6">
          {link.label}
        </ButtonLink>
      ) : null}
      {actions}
    </AuthCard>
  );
}
