import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that `start(seconds)` (re)starts; 0 when idle. */
export function useCountdown(): { left: number; start(seconds: number): void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 250);
    return () => clearTimeout(timer);
  }, [endsAt, now]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1000);
  }, []);
  return { left: Math.max(0, Math.ceil((endsAt - now) / 1000)), start };
}
