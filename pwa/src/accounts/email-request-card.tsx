import { useState, type FormEvent, type ReactNode } from 'react';
import { EmailField } from './account-fields.tsx';
import { validateEmail } from './account-validation.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
import { FormBanner } from '../ui/form-banner.tsx';
import { useAccountForm } from './use-account-form.ts';
import { usePageTitle } from '../ui/use-page-title.ts';

/**
 * A card that asks for one e-mail address and sends it (forgotten password, resend verification):
 * the address is checked first, then `send` runs; its answer or `describeFailure`'s words show above
 * the form, and a link leads back to the login. The card is the whole page: its title is the tab's.
 */
export function EmailRequestCard({
  icon,
  title,
  subtitle,
  backLabel,
  submitLabel,
  busyLabel,
  initialEmail = '',
  send,
  describeFailure,
  resultTestId,
}: {
  icon: ReactNode;
  title: string;
  subtitle: string;
  backLabel: string;
  submitLabel: string;
  busyLabel: string;
  initialEmail?: string;
  /** Sends the request; resolves to the success text. */
  send: (email: string) => Promise<string>;
  describeFailure: (error: unknown) => string;
  resultTestId?: string;
}) {
  usePageTitle(title);
  const { values, setErrors, field } = useAccountForm({ email: initialEmail });
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const problem = validateEmail(values.email);
    setErrors(problem ? { email: problem } : {});
    if (problem) return;
    setSubmitting(true);
    try {
      setResult({ ok: true, text: await send(values.email) });
    } catch (err) {
      setResult({ ok: false, text: describeFailure(err) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      icon={icon}
      title={title}
      subtitle={subtitle}
      footer={{ to: '/login', label: backLabel }}
    >
      {result ? (
        <FormBanner tone={result.ok ? 'success' : 'error'} className="mb-4">
          {resultTestId ? <span data-testid={resultTestId}>{result.text}</span> : result.text}
        </FormBanner>
      ) : null}
      <AuthForm
        onSubmit={handleSubmit}
        busy={submitting}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
      >
        <EmailField {...field('email')} />
      </AuthForm>
    </AuthCard>
  );
}
