import { Camera, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validatePhoto } from './account-validation.ts';
import { useAccountMessage } from './use-account-message.ts';
import { LabelledIconButton } from '../ui/labelled-icon-button.tsx';

/**
 * Optional profile photo of the registration form (spec 000 §2): an image, previewed at once, with a
 * remove button. Checked here (image type, 5 MB) so a wrong file is refused before the upload.
 */
export function PhotoPicker({
  file,
  error,
  onChange,
  onError,
}: {
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation('accounts');
  const { translate } = useAccountMessage();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  // The preview link is made when a file is picked and released when replaced or on leaving the page.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const latestUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (latestUrl.current) URL.revokeObjectURL(latestUrl.current);
    },
    [],
  );
  const previewUrl = preview && preview.file === file ? preview.url : null;

  const replacePreview = (next: File | null) => {
    if (latestUrl.current) URL.revokeObjectURL(latestUrl.current);
    const url = next ? URL.createObjectURL(next) : null;
    latestUrl.current = url;
    setPreview(next && url ? { file: next, url } : null);
    onChange(next);
  };

  const handlePick = (picked: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!picked) return;
    const problem = validatePhoto(picked);
    onError(problem);
    if (!problem) replacePreview(picked);
  };

  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-slate-700">
        {t('register.photo')}{' '}
        <span className="font-normal text-slate-500">({t('form.optional')})</span>
      </span>
      <div className="flex items-center gap-4">
        <div className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-full border-2 border-dashed border-slate-300 bg-slate-50">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={t('register.photo_preview')}
              data-testid="photo-preview"
              className="h-full w-full object-cover"
            />
          ) : (
            <Camera className="h-7 w-7 text-slate-400" aria-hidden />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600"
          >
            {previewUrl ? t('register.photo_change') : t('register.photo_choose')}
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept="image/*"
              name="profilePhoto"
              className="sr-only"
              onChange={(e) => handlePick(e.target.files?.[0])}
            />
          </label>
          {file ? (
            <LabelledIconButton
              onClick={() => {
                replacePreview(null);
                onError(null);
              }}
              className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
              icon={Trash2}
            >
              {t('register.photo_remove')}
            </LabelledIconButton>
          ) : null}
        </div>
      </div>
      <p
        className={`mt-1 text-xs ${error ? 'text-red-600' : 'text-slate-500'}`}
        role={error ? 'alert' : undefined}
      >
        {error ? translate(error) : t('form.photo_hint')}
      </p>
    </div>
  );
}
