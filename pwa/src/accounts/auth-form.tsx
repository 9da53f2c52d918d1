import type { FormEvent, ReactNode } from 'react';
import { FormActions } from '../ui/form-actions.tsx';
import { FormBanner } from '../ui/form-banner.tsx';

/**
 * The form of a sign-in card (login, register, reset, resend, completing Google): what went wrong
 * above it, then its fields and one submit button across the card. The browser's own checks are
 * off; the page checks the fields itself and shows their errors in its words.
 */
export function AuthForm({
  onSubmit,
  error,
  busy,
  submitLabel,
  busyLabel,
  children,
}: {
  onSubmit: (event: FormEvent) => void | Promise<void>;
  /** The server's (or the link's) answer, in an error banner above the form. */
  error?: ReactNode;
  busy?: boolean;
  submitLabel: string;
  busyLabel?: string;
  children: ReactNode;
}) {
  return (
    <>
      {error ? (
        <FormBanner tone="error" className="mb-4">
          {error}
        </FormBanner>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {children}
        <FormActions fullWidth busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} />
      </form>
    </>
  );
}
