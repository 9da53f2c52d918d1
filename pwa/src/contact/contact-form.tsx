import type { ContactSubmit } from '@academy/shared';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Loader2, Send, TriangleAlert } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../api/api-client.ts';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  describeSubmitFailure,
  validateContact,
  type ContactField,
  type ShownMessage,
} from './contact-form-state.ts';

type Status = { kind: 'success' } | { kind: 'error'; message: ShownMessage } | null;

/**
 * Contact form (spec 000 §2, §5, §8): four required fields checked with the shared schema, errors
 * beside each field and cleared as soon as the field is edited, then POST /api/contact/submit. Success
 * clears the form; the outcome is announced in a live region under the button.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const [values, setValues] = useState<ContactSubmit>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<Partial<Record<ContactField, ShownMessage>>>({});
  const [status, setStatus] = useState<Status>(null);

  const send = useMutation({
    mutationFn: (body: ContactSubmit) =>
      apiRequest<null>('/api/contact/submit', { method: 'POST', body }),
    onSuccess: () => {
      setValues(EMPTY_CONTACT);
      setErrors({});
      setStatus({ kind: 'success' });
    },
    onError: (error) => {
      const failure = describeSubmitFailure(error);
      setErrors(failure.fieldErrors);
      setStatus({ kind: 'error', message: failure.message });
    },
  });

  const show = (message: ShownMessage) => ('key' in message ? t(message.key) : message.text);

  const handleChange =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!current[field]) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
      if (status) setStatus(null);
    };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setStatus(null);
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = CONTACT_FIELDS.find((field) => result.errors[field]);
      // A refused submit puts the cursor in the first field to fix.
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(result.data);
  };

  const inputClass = (field: ContactField) =>
    `mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-slate-900 placeholder:text-slate-400 focus:ring-2 focus:outline-none ${
      errors[field]
        ? 'border-red-500 focus:border-red-500 focus:ring-red-200'
        : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
    }`;

  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange: handleChange(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
    className: inputClass(field),
    placeholder: t(`form.${field}Placeholder`),
  });

  const errorText = (field: ContactField) => (errors[field] ? show(errors[field]) : undefined);

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="space-y-5"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
        {t('form.title')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFieldBox name="name" error={errorText('name')}>
          <input {...fieldProps('name')} type="text" autoComplete="name" />
        </ContactFieldBox>
        <ContactFieldBox name="email" error={errorText('email')}>
          <input {...fieldProps('email')} type="email" inputMode="email" autoComplete="email" />
        </ContactFieldBox>
      </div>
      <ContactFieldBox name="subject" error={errorText('subject')}>
        <input {...fieldProps('subject')} type="text" />
      </ContactFieldBox>
      <ContactFieldBox name="message" error={errorText('message')}>
        <textarea {...fieldProps('message')} rows={6} />
      </ContactFieldBox>
      <button
        type="submit"
        disabled={send.isPending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {send.isPending ? (
          <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="h-5 w-5" />
        )}
        {send.isPending ? t('form.sending') : t('form.send')}
      </button>
      <ContactFormOutcome status={status} show={show} />
    </form>
  );
}

/** One field: its label, the control, and its error under it. */
function ContactFieldBox({
  name,
  error,
  children,
}: {
  name: ContactField;
  error: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('contact');
  return (
    <div>
      <label htmlFor={`contact-${name}`} className="text-sm font-semibold text-slate-800">
        {t(`form.${name}`)}
      </label>
      {children}
      {error ? (
        <p id={`contact-${name}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Under the button, in a live region: sent, or why it was not. */
function ContactFormOutcome({
  status,
  show,
}: {
  status: Status;
  show: (message: ShownMessage) => string;
}) {
  const { t } = useTranslation('contact');
  return (
    <div aria-live="polite" aria-atomic="true">
      {status?.kind === 'success' && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-800"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <span>{t('success')}</span>
        </p>
      )}
      {status?.kind === 'error' && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <span>{show(status.message)}</span>
        </p>
      )}
    </div>
  );
}
