import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Eye, EyeOff, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminKeys, loginAdmin } from './admin-api.ts';
import { adminLoginProblem, type AdminLoginProblem } from './admin-login-messages.ts';
import { saveAdminSession } from '../session/admin-session.ts';
import { usePageTitle } from '../ui/use-page-title.ts';
import { Button } from '../ui/button.tsx';
import { TextInput } from '../ui/controls.tsx';
import { Field } from '../ui/field.tsx';
import { LabelledIconButton } from '../ui/labelled-icon-button.tsx';

/** /admin/login (spec 001 §2, §5): email and password, both required; mapped server messages. */
export default function AdminLoginPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('login.title'), 'admin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [problem, setProblem] = useState<AdminLoginProblem | null>(null);

  const login = useMutation({
    mutationFn: () => loginAdmin(email.trim(), password),
    // A rejected password will not change by asking again.
    retry: false,
    onSuccess: ({ token, user }) => {
      // The login answer already says who this is: the guard need not ask again right away.
      queryClient.setQueryData(adminKeys.validate(token), user);
      saveAdminSession(token, user);
      void navigate('/admin/dashboard', { replace: true });
    },
    onError: (error) => setProblem(adminLoginProblem(error)),
  });

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setProblem({ key: 'missingFields' });
      return;
    }
    setProblem(null);
    login.mutate();
  };

  const message = problem
    ? problem.key === 'server'
      ? problem.message
      : t(`login.errors.${problem.key}`)
    : null;

  return (
    <div className="w-full max-w-md">
      <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="mb-3 inline-flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-700">
            <ShieldCheck className="h-6 w-6" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{t('login.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('login.subtitle')}</p>
        </div>
        {message && (
          <div
            role="alert"
            className="mb-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
          >
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>{message}</span>
          </div>
        )}
        <form onSubmit={handleSubmit} className="space-y-4" noValidate={false}>
          <Field label={t('login.email')}>
            <TextInput
              type="email"
              name="email"
              required
              autoComplete="username"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="admin@example.com"
            />
          </Field>
          <Field label={t('login.password')}>
            <TextInput
              type={showPassword ? 'text' : 'password'}
              name="password"
              required
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              trailing={
                <LabelledIconButton
                  onClick={() => setShowPassword((shown) => !shown)}
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  aria-pressed={showPassword}
                  className="flex h-full w-11 items-center justify-center text-slate-500 hover:text-slate-800"
                  icon={showPassword ? EyeOff : Eye}
                  iconClassName="h-5 w-5"
                />
              }
            />
          </Field>
          <Button
            type="submit"
            size="lg"
            fullWidth
            busy={login.isPending}
            busyLabel={t('login.submitting')}
          >
            {t('login.submit')}
          </Button>
        </form>
      </div>
      <p className="mt-4 text-center text-xs text-slate-500">{t('login.notice')}</p>
    </div>
  );
}
