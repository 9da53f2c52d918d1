import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES } from '@academy/shared';
import en from '../../locales/en/admin-courses.json';
import { SERVER_SENTENCES } from './course-messages.ts';
import {
  thumbnailProblem,
  toUpdatePayload,
  validateCourseForm,
  type CourseFormValues,
} from './course-form-rules.ts';

const valid: CourseFormValues = {
  title: 'Drone Filming',
  description: 'Fly and film safely.',
  price: '49.5',
  status: 'active',
  category: 'camera',
  level: 'beginner',
  tags: 'drone, aerial',
  hasWhatsappGroup: false,
  whatsappGroupLink: '',
  instructor: '',
  language: 'ti',
  requirements: 'A drone\n\n A phone ',
  whatYouWillLearn: '',
};

describe('edit form validation', () => {
  it('accepts a complete course', () => {
    expect(validateCourseForm(valid)).toEqual([]);
  });

  it('lists every problem together, in the form order', () => {
    const problems = validateCourseForm({
      ...valid,
      title: '  ',
      description: '',
      price: '-1',
      category: '',
      level: '',
    });
    expect(problems.map((p) => p.key)).toEqual([
      'titleRequired',
      'descriptionRequired',
      'priceInvalid',
      'categoryRequired',
      'levelRequired',
    ]);
  });

  it('refuses a missing or non-numeric price, and allows a free course', () => {
    expect(validateCourseForm({ ...valid, price: '' })[0]?.key).toBe('priceInvalid');
    expect(validateCourseForm({ ...valid, price: 'abc' })[0]?.key).toBe('priceInvalid');
    expect(validateCourseForm({ ...valid, price: '0' })).toEqual([]);
    expect(validateCourseForm({ ...valid, price: '100001' })[0]?.key).toBe('priceTooHigh');
  });

  it('needs a web link when the WhatsApp group is on', () => {
    const on = { ...valid, hasWhatsappGroup: true };
    expect(validateCourseForm(on)[0]).toEqual({
      field: 'whatsappGroupLink',
      key: 'whatsappLinkRequired',
    });
    expect(validateCourseForm({ ...on, whatsappGroupLink: 'chat group' })[0]?.key).toBe(
      'whatsappLinkInvalid',
    );
    expect(
      validateCourseForm({ ...on, whatsappGroupLink: 'https://chat.whatsapp.com/abc' }),
    ).toEqual([]);
  });

  it('shows the spec sentences in English, the same ones the API sends', () => {
    const errors = en.form.errors as Record<string, string>;
    expect(errors.titleRequired).toBe(COURSE_MESSAGES.titleRequired);
    expect(errors.descriptionRequired).toBe(COURSE_MESSAGES.descriptionRequired);
    expect(errors.priceInvalid).toBe(COURSE_MESSAGES.priceInvalid);
    expect(errors.categoryRequired).toBe(COURSE_MESSAGES.categoryRequired);
    expect(errors.levelRequired).toBe(COURSE_MESSAGES.levelRequired);
    expect(errors.whatsappLinkRequired).toBe(COURSE_MESSAGES.whatsappLinkRequired);
    for (const [sentence, key] of Object.entries(SERVER_SENTENCES)) {
      expect(errors[key], key).toBe(sentence);
    }
    expect(en.form.errorsTitle).toBe('Please fix the following errors:');
    expect(en.form.tagsCut).toBe('Only the first 3 tags will be saved');
  });
});

describe('the update sent', () => {
  it('carries typed text as the API expects it', () => {
    expect(toUpdatePayload({ ...valid, tags: 'a, b, c, d', instructor: ' Helen ' })).toEqual({
      title: 'Drone Filming',
      description: 'Fly and film safely.',
      price: 49.5,
      status: 'active',
      category: 'camera',
      level: 'beginner',
      tags: ['a', 'b', 'c'],
      hasWhatsappGroup: false,
      whatsappGroupLink: null,
      instructor: 'Helen',
      language: 'ti',
      requirements: ['A drone', 'A phone'],
      whatYouWillLearn: [],
    });
  });

  it('rounds the price to cents', () => {
    expect(toUpdatePayload({ ...valid, price: '19.999' }).price).toBe(20);
  });
});

describe('thumbnail choice', () => {
  it('takes images under 5MB only', () => {
    expect(thumbnailProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(thumbnailProblem({ type: 'application/pdf', size: 1024 })).toBe(
      'form.errors.imageInvalid',
    );
    expect(thumbnailProblem({ type: '', size: 10 })).toBe('form.errors.imageInvalid');
    expect(thumbnailProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBe(
      'form.errors.imageTooLarge',
    );
    expect(thumbnailProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 - 1 })).toBeNull();
  });
});
