import { z } from 'zod';
import { LIMITS } from '../limits.ts';

/**
 * Course rules shared by the API and the admin forms (spec 000 §3 Course, 001 §3-§5). The API sends
 * these English sentences as `message` and in `errors[field]`; the PWA may use them as i18n keys.
 */
export const COURSE_MESSAGES = {
  titleRequired: 'Course title is required',
  descriptionRequired: 'Course description is required',
  priceInvalid: 'Price must be a positive number',
  priceTooHigh: 'Price must be at most $100,000',
  categoryRequired: 'Course category is required',
  levelRequired: 'Course level is required',
  levelInvalid: 'Course level must be beginner, intermediate or advanced',
  statusInvalid: 'Course status must be active, inactive or archived',
  whatsappLinkRequired: 'WhatsApp group link is required when the group is enabled',
  whatsappLinkInvalid: 'WhatsApp group link must be a valid URL',
  tagTooLong: 'Each tag must be at most 40 characters',
  tooLong: 'This field is too long',
  languageInvalid: 'Course language must be ti or en',
  thumbnailNotInHistory: "This thumbnail is not in the course's thumbnail history",
  /** Thumbnail upload (spec 001 §5). */
  imageInvalid: 'Please select an image file',
  imageTooLarge: 'Image file size must be less than 5MB',
  notFound: 'Course not found.',
  deleted: 'Course deleted successfully',
  created: 'Course created successfully',
  updated: 'Course updated successfully',
  thumbnailUpdated: 'Thumbnail updated successfully',
} as const;

const M = COURSE_MESSAGES;

/** The seven stock categories (spec 000 §3), in the order the filter lists them. */
export const COURSE_CATEGORIES = [
  'youtube',
  'camera',
  'photo',
  'video',
  'computer',
  'english',
  'other',
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** English labels; the PWA translates them (namespace `catalogue`, key `category.<value>`). */
export const COURSE_CATEGORY_LABELS: Record<CourseCategory, string> = {
  youtube: 'YouTube Mastery',
  camera: 'Camera',
  photo: 'Photo Editing',
  video: 'Video Editing',
  computer: 'Basic Computer Learning',
  english: 'English',
  other: 'Other',
};

/** Older data used long names; they read as the stock values everywhere (filters, cards, facets). */
export const LEGACY_CATEGORIES: Record<string, CourseCategory> = {
  'youtube mastering': 'youtube',
  'youtube mastery': 'youtube',
  'video editing': 'video',
  'photo editing': 'photo',
  camera: 'camera',
};

/**
 * Trims, lower-cases and collapses spaces, then maps a legacy name to its stock value. Any other value
 * is kept: spec 000 §3 says unknown categories in the data are appended to the filter.
 */
export function normaliseCategory(value: string): string {
  const clean = value.trim().toLowerCase().replace(/\s+/g, ' ');
  return LEGACY_CATEGORIES[clean] ?? clean;
}

/** Every stored spelling that reads as `category`, so a filter on `youtube` finds 'youtube mastering' too. */
export function categoryAliases(category: string): string[] {
  const canonical = normaliseCategory(category);
  const legacy = Object.entries(LEGACY_CATEGORIES)
    .filter(([name, value]) => value === canonical && name !== canonical)
    .map(([name]) => name);
  return [canonical, ...legacy];
}

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** Spec 001 §4; badge colours green, yellow, grey. */
export const COURSE_STATUSES = ['active', 'inactive', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** The language a course is taught in (interface languages, spec README: `ti`, not `tg`). */
export const COURSE_LANGUAGES = ['ti', 'en'] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

export const TAG_MAX_LENGTH = 40;

/**
 * Tags as the admin form treats them (spec 001 §5): a comma-separated string or a list; trimmed,
 * lower-cased (so the tag filter is case-blind), empties and duplicates dropped, cut to the first 3.
 */
export function normaliseTags(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
    : typeof value === 'string'
      ? value.split(',')
      : [];
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim().toLowerCase().replace(/\s+/g, ' ');
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  return tags.slice(0, LIMITS.tagsPerCourse);
}

/** Whether more than 3 tags were entered: the form then warns "Only the first 3 tags will be saved". */
export function tagsWereCut(value: unknown): boolean {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return parts.filter((p) => typeof p === 'string' && p.trim()).length > LIMITS.tagsPerCourse;
}

/** Dollars with cents, as the form's number field (min 0, step 0.01) sends them; strings are read too. */
const priceSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: M.priceInvalid })
    .finite(M.priceInvalid)
    .min(0, M.priceInvalid)
    .max(100_000, M.priceTooHigh)
    .transform((v) => Math.round(v * 100) / 100),
);

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, M.tooLong);

const bool = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'Must be true or false' }),
);

/** Blank means "no link"; anything else must be an http(s) URL. */
const whatsappLinkSchema = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
  z
    .string({ error: M.whatsappLinkInvalid })
    .trim()
    .max(500, M.tooLong)
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, M.whatsappLinkInvalid)
    .nullable(),
);

const tagsSchema = z.preprocess(
  normaliseTags,
  z.array(z.string().max(TAG_MAX_LENGTH, M.tagTooLong)).max(LIMITS.tagsPerCourse),
);

/** A list typed one item per line in a text area, or sent as an array; blank lines dropped. */
const lines = z.preprocess(
  (v) => {
    const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split('\n') : v;
    if (!Array.isArray(items)) return items;
    return items
      .map((s: unknown) => (typeof s === 'string' ? s.trim() : s))
      .filter((s: unknown) => s !== '');
  },
  z.array(z.string().max(300, M.tooLong)).max(20, 'At most 20 items'),
);

/** Fields of the edit form; on create the required ones must be present, on edit each one that is sent. */
const courseFields = {
  title: requiredText(M.titleRequired, 200),
  description: requiredText(M.descriptionRequired, 20_000),
  price: priceSchema,
  category: requiredText(M.categoryRequired, 60).transform(normaliseCategory),
  level: z
    .string({ error: M.levelRequired })
    .trim()
    .toLowerCase()
    .min(1, M.levelRequired)
    .pipe(z.enum(COURSE_LEVELS, { error: M.levelInvalid })),
  tags: tagsSchema,
  hasWhatsappGroup: bool,
  whatsappGroupLink: whatsappLinkSchema,
  status: z.enum(COURSE_STATUSES, { error: M.statusInvalid }),
  /** Shown on cards; blank means the academy's name. */
  instructor: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z.string().trim().max(120, M.tooLong).nullable(),
  ),
  language: z.enum(COURSE_LANGUAGES, { error: M.languageInvalid }),
  /** "Requirements" and "what you will learn" (spec 000 §3 "also shown"): one item per line. */
  requirements: lines,
  whatYouWillLearn: lines,
};

/** `POST /api/courses` (spec 001 §3 course create payload). */
export const courseCreateSchema = z
  .object({
    ...courseFields,
    tags: courseFields.tags.default([]),
    hasWhatsappGroup: courseFields.hasWhatsappGroup.default(false),
    whatsappGroupLink: courseFields.whatsappGroupLink.optional(),
    status: courseFields.status.default('active'),
    instructor: courseFields.instructor.optional(),
    language: courseFields.language.default('ti'),
    requirements: courseFields.requirements.default([]),
    whatYouWillLearn: courseFields.whatYouWillLearn.default([]),
  })
  .superRefine((course, ctx) => {
    if (course.hasWhatsappGroup && !course.whatsappGroupLink) {
      ctx.addIssue({
        code: 'custom',
        path: ['whatsappGroupLink'],
        message: M.whatsappLinkRequired,
      });
    }
  });
export type CourseCreateInput = z.infer<typeof courseCreateSchema>;

/**
 * `PUT /api/courses/{id}`: any subset of the fields; a field that is sent must be valid. The WhatsApp
 * rule is checked against the course as it will be after the change (the API merges first).
 * `thumbnailURL` restores a thumbnail from the course's history.
 */
export const courseUpdateSchema = z
  .object(courseFields)
  .partial()
  .extend({ thumbnailURL: z.string().trim().max(500).nullable().optional() });
export type CourseUpdateInput = z.infer<typeof courseUpdateSchema>;

/** Whether the WhatsApp rule holds for a course as it will be saved. */
export function whatsappProblem(course: {
  hasWhatsappGroup: boolean;
  whatsappGroupLink: string | null | undefined;
}): string | null {
  return course.hasWhatsappGroup && !course.whatsappGroupLink ? M.whatsappLinkRequired : null;
}
