import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { CourseHeroHeading } from './course-hero-heading.tsx';

const course = {
  title: 'Drone Filming',
  description: 'Fly and film.\nThen edit.',
  category: 'drone work',
  level: 'beginner' as const,
};

describe('CourseHeroHeading', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(cleanup);

  it('shows the category and level, any extra badges, the title as h1 and the description', () => {
    render(<CourseHeroHeading course={course} badges={<span>Purchased</span>} />);
    expect(screen.getByText('Drone work')).toBeTruthy();
    expect(screen.getByText('Beginner')).toBeTruthy();
    expect(screen.getByText('Purchased')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Drone Filming');
    expect(screen.getByText(/Fly and film/).className).toContain('whitespace-pre-line');
  });

  it('cuts the description to four lines when told', () => {
    render(<CourseHeroHeading course={course} clampDescription />);
    expect(screen.getByText(/Fly and film/).className).toContain('line-clamp-4');
  });
});
