import { useEffect, useState } from 'react';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Today's date, refreshed every 24 h while the page stays open (spec 000 §2 Privacy: the last-updated
 * date is the current date, refreshed every 24 h).
 */
export function useToday(refreshMs: number = DAY_MS): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setToday(new Date()), refreshMs);
    return () => window.clearInterval(timer);
  }, [refreshMs]);
  return today;
}
