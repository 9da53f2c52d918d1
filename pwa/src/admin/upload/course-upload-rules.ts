import {
  courseFieldsPayload,
  emptyCourseFields,
  LIMITS,
  validateCourseFields,
  type CourseFieldValues,
} from '@academy/shared';
import type { VideoUploadFields } from '../../media/index.ts';
import { isValidDuration, videoFileProblem } from '../videos/video-upload-rules.ts';

// The tag rules are the same in both course forms; their tests and fields import them from here.
export { cutTags, splitTags, TAGS_MAX } from '@academy/shared';

/**
 * The Upload New Course form (spec 001 §2 /admin/upload, §3 course create payload, §5 course create
 * form): its values while typed, every rule at once, and the payloads. Messages are keys of the
 * `admin-media` namespace under `courseErrors.` (English text from the spec), lesson ones with the
 * lesson's number `n`.
 */

export interface LessonDraft {
  /** A temporary id (spec 001 §3 "a new video draft holds a temporary id"). */
  key: string;
  title: string;
  description: string;
  isFreePreview: boolean;
  duration: string;
  file: File | null;
}

/** The course fields both forms share (rules in shared/), the thumbnail and the lessons. */
export interface CourseUploadValues extends CourseFieldValues {
  thumbnail: File | null;
  lessons: LessonDraft[];
}

let draftCount = 0;

export function newLessonDraft(): LessonDraft {
  draftCount += 1;
  return {
    key: `draft-${Date.now().toString(36)}-${draftCount}`,
    title: '',
    description: '',
    isFreePreview: false,
    duration: '',
    file: null,
  };
}

export function emptyCourseUpload(): CourseUploadValues {
  return {
    ...emptyCourseFields(),
    thumbnail: null,
    lessons: [newLessonDraft()],
  };
}

/** The field a problem marks: a course field, or `lesson:<key>:<field>`. */
export interface UploadProblem {
  field: string;
  key: string;
  /** The lesson's number, from 1. */
  n?: number;
}

export const lessonField = (lesson: Pick<LessonDraft, 'key'>, field: keyof LessonDraft) =>
  `lesson:${lesson.key}:${field}`;

/** Spec 001 §5 thumbnail: an image under 5MB. */
export function thumbnailProblem(
  file: Pick<File, 'type' | 'size'> | null,
): 'thumbnailRequired' | 'imageInvalid' | 'imageTooLarge' | null {
  if (!file) return 'thumbnailRequired';
  if (!file.type.startsWith('image/')) return 'imageInvalid';
  if (file.size >= LIMITS.imageMaxBytes) return 'imageTooLarge';
  return null;
}

/** Every problem, in the form's order, so they are all shown together. */
export function validateCourseUpload(values: CourseUploadValues): UploadProblem[] {
  const problems: UploadProblem[] = [];
  const add = (field: string, key: string, n?: number) =>
    problems.push(n === undefined ? { field, key } : { field, key, n });

  for (const problem of validateCourseFields(values)) add(problem.field, problem.key);
  const thumbnail = thumbnailProblem(values.thumbnail);
  if (thumbnail) add('thumbnail', thumbnail);

  if (values.lessons.length === 0) add('lessons', 'videoRequired');
  values.lessons.forEach((lesson, index) => {
    const n = index + 1;
    if (!lesson.title.trim()) add(lessonField(lesson, 'title'), 'lessonTitleRequired', n);
    const file = videoFileProblem(lesson.file);
    if (file === 'fileRequired') add(lessonField(lesson, 'file'), 'lessonFileRequired', n);
    else if (file === 'fileInvalid') add(lessonField(lesson, 'file'), 'lessonFileInvalid', n);
    else if (file === 'fileTooLarge') add(lessonField(lesson, 'file'), 'lessonFileTooLarge', n);
    if (!isValidDuration(lesson.duration)) {
      add(lessonField(lesson, 'duration'), 'lessonDurationInvalid', n);
    }
  });
  return problems;
}

/** `POST /api/courses` body (spec 001 §3 course create payload); call on valid values only. */
export interface CourseCreatePayload {
  title: string;
  description: string;
  price: number;
  category: string;
  level: string;
  tags: string[];
  hasWhatsappGroup: boolean;
  whatsappGroupLink: string | null;
}

export function toCreatePayload(values: CourseUploadValues): CourseCreatePayload {
  const fields = courseFieldsPayload(values);
  return {
    ...fields,
    whatsappGroupLink: values.hasWhatsappGroup ? fields.whatsappGroupLink : null,
  };
}

/** The fields sent with lesson `index` of a course (spec 001 §3: order is position + 1). */
export function lessonUploadFields(
  lesson: Pick<LessonDraft, 'title' | 'description' | 'isFreePreview' | 'duration'>,
  index: number,
  courseId: string,
): VideoUploadFields {
  return {
    courseId,
    title: lesson.title.trim(),
    description: lesson.description.trim(),
    order: index + 1,
    isFreePreview: lesson.isFreePreview,
    duration: lesson.duration.trim() || undefined,
  };
}
