import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../api/api-client.ts';
import { validateEmail } from './account-validation.ts';
import { resendVerification } from './accounts-api.ts';
import { AuthCard } from './auth-card.tsx';
import { linkClass, SubmitButton, TextField } from './form-controls.tsx';
import { Notice } from './notice.tsx';
import { useAccountMessage } from './use-account-message.ts';
import { usePageTitle } from '../ui/use-page-title.ts';

/**
 * /resend-verification (spec 000 §2, §8): one e-mail field. Success: 'Verification email sent! Please
 * check your inbox.'; failure: 'Failed to send verification email. Please try again.' A rate-limit
 * answer (429) keeps the server's words, which say when to try again.
 */
export default function ResendVerificationPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('resend.title'));
  const { translate } = useAccountMessage();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const problem = validateEmail(email);
    setFieldError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await resendVerification(email);
      setResult({ ok: true, text: t('resend.success') });
    } catch (err) {
      const limited = err instanceof ApiError && err.status === 429;
      setResult({ ok: false, text: limited ? err.message : t('resend.failure') });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      icon={<Mail className="h-6 w-6" aria-hidden />}
      title={t('resend.title')}
      subtitle={t('resend.subtitle')}
      footer={
        <Link to="/login" className={linkClass}>
          {t('resend.back_to_login')}
        </Link>
      }
    >
      {result ? (
        <Notice tone={result.ok ? 'success' : 'error'} className="mb-4">
          {result.text}
        </Notice>
      ) : null}
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <TextField
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          name="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setFieldError(null);
          }}
          error={fieldError ? translate(fieldError) : null}
        />
        <SubmitButton
          busy={submitting}
          label={t('resend.submit')}
          busyLabel={t('resend.submitting')}
        />
      </form>
    </AuthCard>
  );
}
