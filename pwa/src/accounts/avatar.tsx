import { useState } from 'react';
import type { AccountUser } from './accounts-api.ts';
import { initials } from './user-display.ts';

/** The learner's photo, or their initials on a coloured disc when there is none (or it fails to load). */
export function Avatar({
  user,
  photoUrl,
  size = 'h-9 w-9 text-sm',
}: {
  user: AccountUser | null | undefined;
  photoUrl: string | null | undefined;
  size?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (photoUrl && failedUrl !== photoUrl) {
    return (
      <img
        src={photoUrl}
        alt=""
        onError={() => setFailedUrl(photoUrl)}
        className={`${size} shrink-0 rounded-full object-cover ring-2 ring-white`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white ring-2 ring-white`}
    >
      {initials(user)}
    </span>
  );
}
