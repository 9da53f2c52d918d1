import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../config/site-config.ts';
import { usePageTitle } from './use-page-title.ts';

function Titled({ title, area }: { title: string | null; area?: 'admin' }) {
  usePageTitle(title, area);
  return null;
}

describe('usePageTitle', () => {
  afterEach(cleanup);

  it('names the tab after the screen and the academy, or the academy alone', () => {
    const { rerender } = render(<Titled title="Help Center" />);
    expect(document.title).toBe(`Help Center | ${siteConfig.appName}`);
    rerender(<Titled title={null} />);
    expect(document.title).toBe(siteConfig.appName);
  });

  it('marks admin screens', () => {
    render(<Titled title="Users" area="admin" />);
    expect(document.title).toBe(`Users | Admin | ${siteConfig.appName}`);
  });
});
