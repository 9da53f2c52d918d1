import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { RATING_PRIOR_WEIGHT } from '@academy/shared';
import { courseRatings } from './rating.table.ts';

/**
 * The catalogue's "Highest rated" key, kept apart from the ratings service so the catalogue's
 * repository can use it without importing the service (which itself reads the catalogue).
 *
 * A course's Bayesian average for ordering: (m·C + Σ stars) / (m + n), C being the academy's mean.
 * Null for every course while nobody has rated anything (the order then falls to its tie-breaks).
 */
export function bayesianScore(courseId: AnyPgColumn): SQL<number | null> {
  const m = RATING_PRIOR_WEIGHT;
  return sql<
    number | null
  >`(select (${m} * (select avg(a.rating)::float8 from ${courseRatings} a) + coalesce(sum(r.rating), 0)) / (${m} + count(r.rating)) from ${courseRatings} r where r.course_id = ${courseId})`;
}
