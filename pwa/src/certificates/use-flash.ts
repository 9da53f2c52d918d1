import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that clears itself after `ms` (spec 000 §9: success 3 s, share badge 2 s, errors 5 s). */
export function useFlash<T>(): [T | null, (value: T, ms: number) => void] {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback((next: T, ms: number) => {
    clearTimeout(timer.current);
    setValue(next);
    timer.current = setTimeout(() => setValue(null), ms);
  }, []);
  return [value, flash];
}
