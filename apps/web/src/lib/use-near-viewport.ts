import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on). Where the browser
 * has no IntersectionObserver, at once. A part below the fold loads its code when the shopper
 * scrolls towards it, not with the page (docs/benchmarks.md, the front end's JavaScript).
 */
export function useNearViewport<Element extends HTMLElement>(
  margin = '600px',
): [RefObject<Element | null>, boolean] {
  const ref = useRef<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
