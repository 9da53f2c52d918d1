import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { initTestI18n } from '../../i18n/test-i18n.ts';
import {
  cutTags,
  emptyCourseUpload,
  lessonField,
  lessonUploadFields,
  newLessonDraft,
  splitTags,
  thumbnailProblem,
  toCreatePayload,
  validateCourseUpload,
  type CourseUploadValues,
} from './course-upload-rules.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1_000) =>
  new File([new Uint8Array(Math.min(size, 10))], name, { type, lastModified: 1 }) as File & {
    size: number;
  };
/** A File whose size we choose without allocating it. */
const sized = (name: string, type: string, size: number) => {
  const f = file(name, type);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

function validCourse(): CourseUploadValues {
  const lesson = { ...newLessonDraft(), title: 'Lesson one', file: file('one.mp4', 'video/mp4') };
  return {
    ...emptyCourseUpload(),
    title: 'Editing with a phone',
    description: 'From the first cut to the export.',
    price: '19.99',
    category: 'video',
    level: 'beginner',
    tags: 'editing, phone',
    thumbnail: file('cover.png', 'image/png'),
    lessons: [lesson],
  };
}

let t: TFunction;
beforeAll(async () => {
  t = (await initTestI18n('en')).getFixedT('en', 'admin-media');
});

const messages = (values: CourseUploadValues) =>
  validateCourseUpload(values).map((p) => t(`courseErrors.${p.key}`, { n: p.n }));

describe('validateCourseUpload', () => {
  it('accepts a complete course', () => {
    expect(validateCourseUpload(validCourse())).toEqual([]);
  });

  it('lists every spec message of an empty form together, in the form order', () => {
    const empty = emptyCourseUpload();
    expect(messages(empty)).toEqual([
      'Course title is required',
      'Course description is required',
      'Price must be a positive number',
      'Course category is required',
      'Course level is required',
      'Course thumbnail is required',
      'Video 1: Title is required',
      'Video 1: Video file is required',
    ]);
    expect(messages({ ...empty, lessons: [] })).toContain('At least one video is required');
  });

  it('numbers lesson problems by position', () => {
    const values = validCourse();
    values.lessons.push({ ...newLessonDraft(), title: '', file: null });
    values.lessons.push({ ...newLessonDraft(), title: 'Three', file: null });
    expect(messages(values)).toEqual([
      'Video 2: Title is required',
      'Video 2: Video file is required',
      'Video 3: Video file is required',
    ]);
  });

  it('refuses prices below 0 or not numbers, and above the catalogue limit', () => {
    for (const price of ['-1', 'abc', '', ' ']) {
      expect(messages({ ...validCourse(), price }), price).toEqual([
        'Price must be a positive number',
      ]);
    }
    expect(messages({ ...validCourse(), price: '0' })).toEqual([]);
    expect(messages({ ...validCourse(), price: '100001' })).toEqual([
      'Price must be at most $100,000',
    ]);
  });

  it('requires a valid WhatsApp link only when the group is enabled', () => {
    expect(messages({ ...validCourse(), hasWhatsappGroup: false, whatsappGroupLink: 'x' })).toEqual(
      [],
    );
    expect(messages({ ...validCourse(), hasWhatsappGroup: true })).toEqual([
      'WhatsApp group link is required when the group is enabled',
    ]);
    expect(
      messages({ ...validCourse(), hasWhatsappGroup: true, whatsappGroupLink: 'chat.whatsapp' }),
    ).toEqual(['WhatsApp group link must be a valid URL']);
    expect(
      messages({
        ...validCourse(),
        hasWhatsappGroup: true,
        whatsappGroupLink: 'https://chat.whatsapp.com/abc',
      }),
    ).toEqual([]);
  });

  it('checks the thumbnail is an image under 5MB', () => {
    expect(thumbnailProblem(null)).toBe('thumbnailRequired');
    expect(thumbnailProblem(file('a.pdf', 'application/pdf'))).toBe('imageInvalid');
    expect(thumbnailProblem(sized('a.png', 'image/png', 5 * MB))).toBe('imageTooLarge');
    expect(thumbnailProblem(sized('a.png', 'image/png', 5 * MB - 1))).toBeNull();
    expect(messages({ ...validCourse(), thumbnail: file('a.txt', 'text/plain') })).toEqual([
      'Please select an image file',
    ]);
  });

  it('checks each lesson file is a video of at most 500MB and its duration pattern', () => {
    const values = validCourse();
    values.lessons = [
      { ...newLessonDraft(), title: 'A', file: file('a.pdf', 'application/pdf') },
      { ...newLessonDraft(), title: 'B', file: sized('b.mp4', 'video/mp4', 500 * MB + 1) },
      { ...newLessonDraft(), title: 'C', file: file('c.mp4', 'video/mp4'), duration: '5:75' },
      { ...newLessonDraft(), title: 'D', file: file('d.mp4', 'video/mp4'), duration: '1:25:45' },
    ];
    expect(messages(values)).toEqual([
      'Video 1: Please select a valid video file',
      'Video 2: Video file size must be less than 500MB',
      'Video 3: Duration must be MM:SS or HH:MM:SS',
    ]);
  });

  it('marks the fields of each problem', () => {
    const values = validCourse();
    const lesson = { ...newLessonDraft(), title: '', file: null };
    values.lessons = [lesson];
    values.title = '';
    expect(validateCourseUpload(values).map((p) => p.field)).toEqual([
      'title',
      lessonField(lesson, 'title'),
      lessonField(lesson, 'file'),
    ]);
  });
});

// The tag rules come from @academy/shared and are the same on the edit form.
describe('tags', () => {
  it('split on commas, trimmed, empties dropped', () => {
    expect(splitTags(' a , b,,  c ,')).toEqual(['a', 'b', 'c']);
    expect(splitTags('')).toEqual([]);
  });

  it('are cut to the first 3 on blur, with the warning only when more were typed', () => {
    expect(cutTags('one, two, three, four, five')).toEqual({ text: 'one, two, three', cut: true });
    expect(cutTags('one,two')).toEqual({ text: 'one, two', cut: false });
    expect(cutTags('a, b, c, ,')).toEqual({ text: 'a, b, c', cut: false });
    expect(cutTags(' , ')).toEqual({ text: '', cut: false });
    expect(t('course.tagsCut')).toBe('Only the first 3 tags will be saved');
  });
});

describe('payloads', () => {
  it('builds the course create payload with rounded price and at most 3 tags', () => {
    const values = {
      ...validCourse(),
      price: '12.345',
      tags: 'a, b, c, d',
      hasWhatsappGroup: false,
      whatsappGroupLink: 'https://kept.example',
    };
    expect(toCreatePayload(values)).toEqual({
      title: 'Editing with a phone',
      description: 'From the first cut to the export.',
      price: 12.35,
      category: 'video',
      level: 'beginner',
      tags: ['a', 'b', 'c'],
      hasWhatsappGroup: false,
      whatsappGroupLink: null,
    });
  });

  it('sends each lesson with order = position + 1 and no empty duration', () => {
    const lesson = { ...newLessonDraft(), title: ' Intro ', description: ' Hi ', duration: '' };
    expect(lessonUploadFields(lesson, 0, 'c1')).toEqual({
      courseId: 'c1',
      title: 'Intro',
      description: 'Hi',
      order: 1,
      isFreePreview: false,
      duration: undefined,
    });
    expect(lessonUploadFields({ ...lesson, duration: '5:30' }, 4, 'c1').order).toBe(5);
  });

  it('gives each new lesson draft its own temporary id', () => {
    expect(newLessonDraft().key).not.toBe(newLessonDraft().key);
  });
});

describe('spec sentences', () => {
  it('keeps the admin token message of spec 001 §5', () => {
    expect(t('errors.noTokenLogin')).toBe('Admin token not found. Please login again.');
  });
});
