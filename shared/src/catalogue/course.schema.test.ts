import { describe, expect, it } from 'vitest';
import { catalogueQuerySchema } from './catalogue-query.schema.ts';
import {
  categoryAliases,
  courseCreateSchema,
  courseUpdateSchema,
  normaliseCategory,
  normaliseTags,
  tagsWereCut,
} from './course.schema.ts';

describe('course tags', () => {
  it('split on commas, trim, lower-case, drop empties and duplicates, keep 3', () => {
    expect(normaliseTags(' Premiere Pro, ,Colour,premiere pro , audio, export')).toEqual([
      'premiere pro',
      'colour',
      'audio',
    ]);
    expect(normaliseTags(['a,b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(normaliseTags(undefined)).toEqual([]);
    expect(tagsWereCut('a, b, c, d')).toBe(true);
    expect(tagsWereCut('a, b, , c')).toBe(false);
  });
});

describe('categories', () => {
  it('map legacy names to stock values and keep unknown ones', () => {
    expect(normaliseCategory('YouTube Mastering')).toBe('youtube');
    expect(normaliseCategory('video  editing')).toBe('video');
    expect(normaliseCategory('Camera')).toBe('camera');
    expect(normaliseCategory('Drones')).toBe('drones');
    expect(categoryAliases('youtube')).toEqual(['youtube', 'youtube mastering', 'youtube mastery']);
    expect(categoryAliases('video editing')).toEqual(['video', 'video editing']);
  });
});

describe('course create and edit', () => {
  it('reports every missing field with the form messages', () => {
    const result = courseCreateSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(Object.fromEntries(messages)).toEqual({
      title: 'Course title is required',
      description: 'Course description is required',
      price: 'Price must be a positive number',
      category: 'Course category is required',
      level: 'Course level is required',
    });
  });

  it('needs a WhatsApp link when the group is on', () => {
    const base = { title: 't', description: 'd', price: 0, category: 'video', level: 'Beginner' };
    const result = courseCreateSchema.safeParse({ ...base, hasWhatsappGroup: 'true' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['whatsappGroupLink'],
      message: 'WhatsApp group link is required when the group is enabled',
    });
    const ok = courseCreateSchema.parse({
      ...base,
      hasWhatsappGroup: true,
      whatsappGroupLink: 'https://chat.whatsapp.com/x',
    });
    expect(ok).toMatchObject({ level: 'beginner', status: 'active', tags: [], language: 'ti' });
  });

  it('validates only the fields an edit sends', () => {
    expect(courseUpdateSchema.parse({ price: '12.345' })).toEqual({ price: 12.35 });
    expect(courseUpdateSchema.safeParse({ price: -1 }).error?.issues[0]?.message).toBe(
      'Price must be a positive number',
    );
  });
});

describe('catalogue query', () => {
  it('falls back instead of failing', () => {
    expect(
      catalogueQuerySchema.parse({ page: 'x', limit: '7', sort: 'best', priceRange: 'cheap' }),
    ).toEqual({
      page: 1,
      limit: 12,
      sort: 'newest',
      search: undefined,
      category: undefined,
      level: undefined,
      tag: undefined,
      priceRange: undefined,
      status: undefined,
    });
  });

  it('reads the admin sortBy/sortOrder pair, legacy categories and repeated parameters', () => {
    const q = catalogueQuerySchema.parse({
      sortBy: 'price',
      sortOrder: 'ASC',
      category: 'Video Editing',
      tag: ['Growth', 'other'],
      limit: '48',
      page: '3',
      search: '  premiere   pro ',
    });
    expect(q).toMatchObject({
      sort: 'price-asc',
      category: 'video',
      tag: 'growth',
      limit: 48,
      page: 3,
      search: 'premiere pro',
    });
  });
});
