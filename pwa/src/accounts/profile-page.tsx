import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMe } from './account-queries.ts';
import { AccountTabs } from './account-tabs.tsx';
import { useAuthToken } from '../session/auth-storage.ts';
import { FormBanner } from '../ui/form-banner.tsx';
import { PasswordPanel } from './password-panel.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileSideCard } from './profile-side-card.tsx';
import { learnerPage } from '../session/require-learner.tsx';
import { useAccountMessage } from './use-account-message.ts';
import { DataSaverCard } from '../media/index.ts';
import { PushCard } from '../push/index.ts';
import { Button } from '../ui/button.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

/**
 * /profile (spec 000 §2 Profile): side card, personal and contact information, security. The tabs lead
 * to the profile's other section, the purchases (`/profile/purchases`).
 */
export default learnerPage(Profile);

function Profile() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('profile.title'));
  const { fromError } = useAccountMessage();
  const token = useAuthToken();
  const me = useMe();
  const user = me.data;

  if (!user || !token) {
    if (me.isError) {
      return (
        <div className="mx-auto max-w-lg px-4 py-16">
          <FormBanner tone="error">
            <p className="font-semibold">{t('profile.toast.failed_to_load')}</p>
            <p className="mt-1">{fromError(me.error, 'profile.toast.failed_to_fetch_user')}</p>
          </FormBanner>
          <Button
            variant="secondary"
            onClick={() => void me.refetch()}
            icon={<RefreshCw className="h-4 w-4" aria-hidden />}
            className="mt-4"
          >
            {t('profile.retry')}
          </Button>
        </div>
      );
    }
    return <ProfileSkeleton label={t('profile.loading')} />;
  }

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pt-8 lg:pt-12">
        <AccountTabs />
      </div>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-3 lg:py-8">
        <div className="lg:sticky lg:top-20 lg:col-span-1 lg:self-start">
          <ProfileSideCard user={user} token={token} />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <ProfileDetails user={user} token={token} />
          <PasswordPanel user={user} token={token} />
          <PushCard />
          <DataSaverCard />
        </div>
      </div>
    </div>
  );
}

function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div
      className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-3 lg:py-12"
      role="status"
      aria-busy
    >
      <span className="sr-only">{label}</span>
      <div className="h-80 animate-pulse rounded-2xl bg-slate-100" />
      <div className="space-y-6 lg:col-span-2">
        <div className="h-56 animate-pulse rounded-2xl bg-slate-100" />
        <div className="h-56 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    </div>
  );
}
