import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail } from '@academy/shared';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { CurriculumPanel } from './course-panel.tsx';

const lesson = (id: string, order: number) => ({
  _id: id,
  title: `Lesson ${id}`,
  order,
  sizes: [],
});

const show = (videos: ReturnType<typeof lesson>[]) =>
  render(
    <CurriculumPanel
      title="Curriculum"
      course={{ totalDuration: 90, videos } as unknown as CourseDetail}
      summary={({ count, duration }) => `${count} lessons · ${duration}`}
      empty={{ title: 'No lessons yet', body: 'Soon.' }}
      testId="curriculum"
    >
      {(video, index) => `${index + 1}. ${video.title}`}
    </CurriculumPanel>,
  );

describe('CurriculumPanel', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(cleanup);

  it('lists the lessons in their order, each row drawn by its children, with the summary', () => {
    show([lesson('b', 2), lesson('a', 1)]);
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual(['1. Lesson a', '2. Lesson b']);
    expect(screen.getByText(/2 lessons/)).toBeTruthy();
  });

  it('says so plainly when the course has no lessons', () => {
    show([]);
    expect(screen.queryByTestId('curriculum')).toBeNull();
    expect(screen.getByTestId('curriculum-empty').textContent).toContain('No lessons yet');
  });
});
