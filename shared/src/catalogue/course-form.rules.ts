import { LIMITS } from '../limits.ts';

/**
 * The rules of the course form, one copy for Upload New Course and Edit Course (spec 001 §5). Values are
 * text while typed; the payload turns them into the API's types. Each problem is a message key the PWA
 * translates (its English text is the spec's sentence); the API checks the same limits again with the
 * course schema.
 */
export interface CourseFieldValues {
  title: string;
  description: string;
  price: string;
  category: string;
  level: string;
  tags: string;
  hasWhatsappGroup: boolean;
  whatsappGroupLink: string;
}

export type CourseFieldProblemKey =
  | 'titleRequired'
  | 'descriptionRequired'
  | 'priceInvalid'
  | 'priceTooHigh'
  | 'categoryRequired'
  | 'levelRequired'
  | 'whatsappLinkRequired'
  | 'whatsappLinkInvalid';

export interface CourseFieldProblem {
  field: keyof CourseFieldValues;
  key: CourseFieldProblemKey;
}

export const COURSE_PRICE_MAX = 100_000;
export const TAGS_MAX = LIMITS.tagsPerCourse;

export function emptyCourseFields(): CourseFieldValues {
  return {
    title: '',
    description: '',
    price: '',
    category: '',
    level: '',
    tags: '',
    hasWhatsappGroup: false,
    whatsappGroupLink: '',
  };
}

/** Tags typed as "a, b, c": split on commas, trimmed, empties dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * On leaving the tags field: only the first three are kept, and `cut` says the form must warn "Only the
 * first 3 tags will be saved" because more were typed.
 */
export function cutTags(text: string): { text: string; cut: boolean } {
  const tags = splitTags(text);
  return { text: tags.slice(0, TAGS_MAX).join(', '), cut: tags.length > TAGS_MAX };
}

/** An absolute http(s) address, as the WhatsApp group link must be. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Every problem of the course's own fields at once, in the form's order (spec 001 §5). */
export function validateCourseFields(values: CourseFieldValues): CourseFieldProblem[] {
  const problems: CourseFieldProblem[] = [];
  const add = (field: keyof CourseFieldValues, key: CourseFieldProblemKey) =>
    problems.push({ field, key });
  if (!values.title.trim()) add('title', 'titleRequired');
  if (!values.description.trim()) add('description', 'descriptionRequired');
  const price = Number(values.price);
  if (values.price.trim() === '' || !Number.isFinite(price) || price < 0)
    add('price', 'priceInvalid');
  else if (price > COURSE_PRICE_MAX) add('price', 'priceTooHigh');
  if (!values.category.trim()) add('category', 'categoryRequired');
  if (!values.level.trim()) add('level', 'levelRequired');
  if (values.hasWhatsappGroup) {
    const link = values.whatsappGroupLink.trim();
    if (!link) add('whatsappGroupLink', 'whatsappLinkRequired');
    else if (!isHttpUrl(link)) add('whatsappGroupLink', 'whatsappLinkInvalid');
  }
  return problems;
}

/**
 * The course fields as the API takes them; call on valid values only. A link typed and then switched
 * off is kept (Edit Course), so turning the group on again restores it; Upload New Course drops it.
 */
export function courseFieldsPayload(values: CourseFieldValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    price: Math.round(Number(values.price) * 100) / 100,
    category: values.category.trim(),
    level: values.level,
    tags: splitTags(values.tags).slice(0, TAGS_MAX),
    hasWhatsappGroup: values.hasWhatsappGroup,
    whatsappGroupLink: values.whatsappGroupLink.trim() || null,
  };
}
