import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { browserConnection, isSlowOrMetered } from './connection-hint.ts';
import {
  DATA_SAVER_STORAGE_KEY,
  readDataSaver,
  saveDataSaver,
  useDataSaver,
} from './data-saver.ts';

function Shown() {
  const [mode, setMode] = useDataSaver();
  return (
    <button type="button" onClick={() => setMode('audio')}>
      {mode}
    </button>
  );
}

afterEach(() => localStorage.clear());

describe('the data saver setting', () => {
  it('is off until chosen, and remembered under `dataSaver`', () => {
    expect(readDataSaver()).toBe('off');
    saveDataSaver('smallest');
    expect(localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('smallest');
    expect(readDataSaver()).toBe('smallest');
  });

  it('reads anything unknown as off', () => {
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, 'tiny');
    expect(readDataSaver()).toBe('off');
  });

  it('updates every screen in this tab at once, and follows another tab', () => {
    render(<Shown />);
    expect(screen.getByRole('button').textContent).toBe('off');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('audio');
    act(() => {
      localStorage.setItem(DATA_SAVER_STORAGE_KEY, 'smallest');
      window.dispatchEvent(new StorageEvent('storage', { key: DATA_SAVER_STORAGE_KEY }));
    });
    expect(screen.getByRole('button').textContent).toBe('smallest');
  });
});

describe('a slow or metered connection', () => {
  it('is what the phone says: save data, or 3G and worse', () => {
    expect(isSlowOrMetered({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isSlowOrMetered({ effectiveType: '3g' })).toBe(true);
    expect(isSlowOrMetered({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowOrMetered({ saveData: false, effectiveType: '4g' })).toBe(false);
    // Browsers without the Network Information API say nothing: nothing is suggested.
    expect(isSlowOrMetered(undefined)).toBe(false);
    expect(isSlowOrMetered(browserConnection())).toBe(false);
  });
});
