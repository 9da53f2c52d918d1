import { FileVideo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VIDEO_FORMATS } from '@academy/shared';
import { formatBytes } from './video-upload-rules.ts';

/** The file field: a large target that works with a finger, and the chosen file's name and size. */
export function FilePicker({
  file,
  invalid,
  disabled,
  onChange,
  label,
}: {
  file: File | null;
  invalid: boolean;
  disabled?: boolean;
  onChange: (file: File | null) => void;
  label?: string;
}) {
  const { t } = useTranslation('admin-media');
  return (
    <div>
      <label
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed p-5 text-center transition hover:bg-slate-50 ${
          invalid ? 'border-red-400 bg-red-50/40' : 'border-slate-300'
        } ${disabled ? 'pointer-events-none opacity-60' : ''}`}
      >
        <FileVideo className="h-8 w-8 text-slate-400" aria-hidden />
        <span className="font-semibold text-red-700">
          {file ? t('fields.fileReplace') : (label ?? t('fields.file'))}
        </span>
        <input
          type="file"
          accept="video/*"
          disabled={disabled}
          aria-invalid={invalid || undefined}
          className="sr-only"
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
        {file ? (
          <span className="max-w-full text-sm break-all text-slate-700" data-testid="chosen-file">
            {file.name} · {formatBytes(file.size)}
          </span>
        ) : (
          <span className="text-xs text-slate-500">
            {t('fields.fileHint', { formats: VIDEO_FORMATS.join(', ') })}
          </span>
        )}
      </label>
    </div>
  );
}
