import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Calendar, Camera, CircleAlert, Mail, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/format-date.ts';
import { useToast } from '../ui/toast.tsx';
import { accountKeys, setMe, usePhotoUrl } from './account-queries.ts';
import { validatePhoto } from './account-validation.ts';
import { removePhoto, uploadPhoto, type AccountUser } from './accounts-api.ts';
import { Avatar } from './avatar.tsx';
import { Badge } from '../ui/badge.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useAccountMessage } from './use-account-message.ts';
import { displayName } from './user-display.ts';

/**
 * The profile's side card (spec 000 §2 Profile): photo with upload and remove (both take effect at
 * once, separate from Save), name, e-mail, member since, verified or not, Google or e-mail account.
 */
export function ProfileSideCard({ user, token }: { user: AccountUser; token: string }) {
  const { t, i18n } = useTranslation('accounts');
  const { translate, fromError } = useAccountMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: photoUrl, isFetching: photoLoading } = usePhotoUrl('profile', user);
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  const refreshPhotos = () => queryClient.invalidateQueries({ queryKey: ['accounts', 'photo'] });

  const handleFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = validatePhoto(file);
    if (problem) {
      toast.error(translate(problem));
      return;
    }
    setBusy('upload');
    try {
      setMe(queryClient, token, await uploadPhoto(token, file));
      await refreshPhotos();
      toast.success(t('profile.toast.photo_updated_successfully'));
    } catch (err) {
      toast.error(fromError(err, 'profile.toast.failed_to_update'));
    } finally {
      setBusy(null);
    }
  };

  const handleRemove = async () => {
    setBusy('remove');
    try {
      await removePhoto(token);
      setMe(queryClient, token, { ...user, profilePhotoKey: null });
      queryClient.removeQueries({ queryKey: ['accounts', 'photo'] });
      void queryClient.invalidateQueries({ queryKey: accountKeys.me(token) });
      toast.success(t('profile.toast.photo_removed_successfully'));
    } catch (err) {
      toast.error(fromError(err, 'profile.toast.failed_to_remove_photo'));
    } finally {
      setBusy(null);
    }
  };

  const hasPhoto = Boolean(user.profilePhotoKey);
  // Month and year, read in UTC so the month a learner joined does not shift with their time zone.
  const since = formatDate(user.createdAt, i18n.language, 'month-year', { timeZone: 'UTC' });

  return (
    <section
      aria-label={t('profile.side_card')}
      className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
    >
      <div className="relative mx-auto h-28 w-28">
        <Avatar user={user} photoUrl={hasPhoto ? photoUrl : null} size="h-28 w-28 text-3xl" />
        {busy || (hasPhoto && photoLoading && !photoUrl) ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70 text-brand-700">
            <Spinner className="h-6 w-6" />
          </span>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <label className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600">
          <Camera className="h-4 w-4" aria-hidden />
          {hasPhoto ? t('profile.change_photo') : t('profile.upload_photo')}
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={busy !== null}
            data-testid="profile-photo-input"
            onChange={(e) => void handleFile(e.target.files?.[0])}
          />
        </label>
        {hasPhoto ? (
          <button
            type="button"
            onClick={() => void handleRemove()}
            disabled={busy !== null}
            className="inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('profile.remove_photo')}
          </button>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-slate-500">{t('form.photo_hint')}</p>

      <h2 className="mt-5 text-xl font-bold break-words text-slate-900" data-testid="profile-name">
        {displayName(user)}
      </h2>
      <p className="mt-1 flex items-center justify-center gap-1.5 text-sm break-all text-slate-600">
        <Mail className="h-4 w-4 shrink-0" aria-hidden />
        {user.email}
      </p>
      {since ? (
        <p className="mt-1 flex items-center justify-center gap-1.5 text-sm text-slate-600">
          <Calendar className="h-4 w-4 shrink-0" aria-hidden />
          {t('profile.member_since', { date: since })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {user.isVerified ? (
          <Badge tone="green" icon={<BadgeCheck className="h-3.5 w-3.5" aria-hidden />}>
            {t('profile.verified')}
          </Badge>
        ) : (
          <Badge tone="yellow" icon={<CircleAlert className="h-3.5 w-3.5" aria-hidden />}>
            {t('profile.unverified')}
          </Badge>
        )}
        <Badge>
          {user.authProvider === 'google'
            ? t('profile.google_account')
            : t('profile.email_account')}
        </Badge>
      </div>
    </section>
  );
}
