import type { DbOrTx } from '../db/database.ts';
import { findCourse, isCourseId } from './course.repository.ts';

/** What payments need to sell a course: its title, its price and whether it is on sale. */
export interface CourseForSale {
  id: string;
  title: string;
  priceCents: number;
  /** Only active courses are sold; archived and inactive ones stay open to those who bought them. */
  onSale: boolean;
}

/** The catalogue's answer to payments (which never reads the courses table itself). */
export async function findCourseForSale(db: DbOrTx, id: string): Promise<CourseForSale | null> {
  if (!isCourseId(id)) return null;
  const row = await findCourse(db, id);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    priceCents: row.priceCents,
    onSale: row.status === 'active',
  };
}
