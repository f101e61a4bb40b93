import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `rootMargin` of the viewport; once true it stays true. False
 * on the server and the first client render (so prerendered pages hydrate cleanly), unless
 * `initially` says the element is known to be needed at once. Without IntersectionObserver it turns
 * true right after mount.
 */
export function useNearViewport<T extends Element>(
  rootMargin: string,
  initially = false,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(initially);

  useEffect(() => {
    if (near) return undefined;
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return [ref, near];
}
