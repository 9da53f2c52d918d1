import { LIMITS, type AdminCourseDetail } from '@academy/shared';
import { isHttpUrl, splitTags, TAGS_MAX } from '../course-field-rules.ts';
import type { CourseUpdatePayload } from './admin-courses-api.ts';

// The tag rules are the same in both course forms; their tests and fields import them from here.
export { cutTags, splitTags, TAGS_MAX } from '../course-field-rules.ts';

/**
 * The Edit Course form's values and rules (spec 001 §5). Everything is text while typed; the payload
 * turns it into the API's types. Kept free of zod so the admin pages stay small: the API checks the
 * same rules again with the shared schema, and its sentences are the same.
 */
export const COURSE_STATUS_VALUES = ['active', 'inactive', 'archived'] as const;

export interface CourseFormValues {
  title: string;
  description: string;
  price: string;
  status: AdminCourseDetail['status'];
  category: string;
  level: string;
  tags: string;
  hasWhatsappGroup: boolean;
  whatsappGroupLink: string;
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
  const problems: FormProblem[] = [];
  if (!values.title.trim()) problems.push({ field: 'title', key: 'titleRequired' });
  if (!values.description.trim()) {
    problems.push({ field: 'description', key: 'descriptionRequired' });
  }
  const price = Number(values.price);
  if (values.price.trim() === '' || !Number.isFinite(price) || price < 0) {
    problems.push({ field: 'price', key: 'priceInvalid' });
  } else if (price > 100_000) {
    problems.push({ field: 'price', key: 'priceTooHigh' });
  }
  if (!values.category.trim()) problems.push({ field: 'category', key: 'categoryRequired' });
  if (!values.level.trim()) problems.push({ field: 'level', key: 'levelRequired' });
  if (values.hasWhatsappGroup) {
    const link = values.whatsappGroupLink.trim();
    if (!link) problems.push({ field: 'whatsappGroupLink', key: 'whatsappLinkRequired' });
    else if (!isHttpUrl(link)) {
      problems.push({ field: 'whatsappGroupLink', key: 'whatsappLinkInvalid' });
    }
  }
  return problems;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The PUT body for valid values (call validateCourseForm first). */
export function toUpdatePayload(values: CourseFormValues): CourseUpdatePayload {
  const link = values.whatsappGroupLink.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    price: Math.round(Number(values.price) * 100) / 100,
    status: values.status,
    category: values.category.trim(),
    level: values.level,
    tags: splitTags(values.tags).slice(0, TAGS_MAX),
    hasWhatsappGroup: values.hasWhatsappGroup,
    // A link typed and then switched off is kept, so turning the group on again restores it.
    whatsappGroupLink: link || null,
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
