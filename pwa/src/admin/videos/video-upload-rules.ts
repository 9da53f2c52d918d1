import { VIDEO_MAX_BYTES } from '@academy/shared';

/**
 * The video upload form's rules (spec 001 §5 Video upload), checked on submit and listed together
 * under "Please fix the following errors:". Messages are keys of the `admin-media` namespace under
 * `errors.`; their English text is the spec's.
 */

/**
 * Durations typed by the admin: optional hours, then minutes 0-59 and seconds 00-59 ("5:30",
 * "1:25:45"). Empty means the server measures the file.
 */
export const DURATION_PATTERN = /^(?:\d{1,3}:)?[0-5]?\d:[0-5]\d$/;

export function isValidDuration(text: string): boolean {
  const value = text.trim();
  return value === '' || DURATION_PATTERN.test(value);
}

/** Problems with a chosen file, as error keys: none, a wrong type, or too large. */
export function videoFileProblem(
  file: Pick<File, 'type' | 'size'> | null | undefined,
): 'fileRequired' | 'fileInvalid' | 'fileTooLarge' | null {
  if (!file) return 'fileRequired';
  if (!file.type.startsWith('video/')) return 'fileInvalid';
  if (file.size > VIDEO_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/** The order field: a whole number; anything else reads as 0, which the rules then refuse. */
export function parseOrder(text: string): number {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? Math.trunc(value) : 0;
}

export interface VideoFormValues {
  title: string;
  description: string;
  order: string;
  isFreePreview: boolean;
  duration: string;
  file: File | null;
}

export type VideoFormField = keyof VideoFormValues;

export interface VideoFormProblem {
  field: VideoFormField;
  key: string;
}

export function validateVideoForm(values: VideoFormValues): VideoFormProblem[] {
  const problems: VideoFormProblem[] = [];
  if (!values.title.trim()) problems.push({ field: 'title', key: 'titleRequired' });
  if (!values.description.trim()) {
    problems.push({ field: 'description', key: 'descriptionRequired' });
  }
  const file = videoFileProblem(values.file);
  if (file) problems.push({ field: 'file', key: file });
  if (parseOrder(values.order) < 1) problems.push({ field: 'order', key: 'orderMin' });
  if (!isValidDuration(values.duration)) {
    problems.push({ field: 'duration', key: 'durationInvalid' });
  }
  return problems;
}

/** "12.4 MB" style sizes for file names and progress (1 MB = 1024 × 1024 bytes, as the limit). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
