import { ImagePlus } from 'lucide-react';
import { buttonClass } from '../../ui/button.tsx';

/**
 * "Choose image" for a course thumbnail: a button-looking label around a hidden file input, so the
 * whole button opens the picker and the keyboard reaches it (the ring shows on the label).
 */
export function ImageFileButton({
  label,
  onFile,
  disabled = false,
  invalid = false,
  testId,
}: {
  label: string;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  invalid?: boolean;
  testId?: string;
}) {
  return (
    <label
      className={`${buttonClass('secondary')} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent-600 ${
        disabled ? 'pointer-events-none opacity-50' : ''
      }`}
    >
      <ImagePlus className="h-4 w-4" aria-hidden />
      {label}
      <input
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={disabled}
        aria-invalid={invalid || undefined}
        data-testid={testId}
        onChange={(event) => {
          onFile(event.target.files?.[0] ?? null);
          // The same file chosen again is a new choice (after a discard).
          event.target.value = '';
        }}
      />
    </label>
  );
}
