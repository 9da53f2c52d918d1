import {
  courseFieldsPayload,
  LIMITS,
  validateCourseFields,
  type AdminCourseDetail,
  type CourseFieldValues,
} from '@academy/shared';
import type { CourseUpdatePayload } from './admin-courses-api.ts';

// The tag rules are the same in both course forms; their tests and fields import them from here.
export { cutTags, splitTags, TAGS_MAX } from '@academy/shared';

/**
 * The Edit Course form's values (spec 001 §5): the course fields both forms share, whose rules live
 * once in shared/src/catalogue/course-form.rules.ts, plus status and the course page's extra facts.
 */
export const COURSE_STATUS_VALUES = ['active', 'inactive', 'archived'] as const;

export interface CourseFormValues extends CourseFieldValues {
  status: AdminCourseDetail['status'];
  instructor: string;
  language: AdminCourseDetail['language'];
  requirements: string;
  whatYouWillLearn: string;
}

export function toFormValues(course: AdminCourseDetail): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    price: String(course.price),
    status: course.status,
    category: course.category,
    level: course.level,
    tags: course.tags.join(', '),
    hasWhatsappGroup: course.hasWhatsappGroup,
    whatsappGroupLink: course.whatsappGroupLink ?? '',
    instructor: course.instructor,
    language: course.language,
    requirements: course.requirements.join('\n'),
    whatYouWillLearn: course.whatYouWillLearn.join('\n'),
  };
}

/** A problem with the form: the field to mark and the message key under `form.errors.`. */
export interface FormProblem {
  field: keyof CourseFormValues;
  key: string;
}

/** Every problem at once, in the form's order, so they can be listed together (spec 001 §5). */
export function validateCourseForm(values: CourseFormValues): FormProblem[] {
  return validateCourseFields(values);
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The PUT body for valid values (call validateCourseForm first). */
export function toUpdatePayload(values: CourseFormValues): CourseUpdatePayload {
  return {
    ...courseFieldsPayload(values),
    status: values.status,
    instructor: values.instructor.trim() || null,
    language: values.language,
    requirements: lines(values.requirements),
    whatYouWillLearn: lines(values.whatYouWillLearn),
  };
}

/** Spec 001 §5 thumbnail: an image, under 5MB. The message key of the problem, or null. */
export function thumbnailProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'form.errors.imageInvalid';
  if (file.size >= LIMITS.imageMaxBytes) return 'form.errors.imageTooLarge';
  return null;
}
