import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (window resized, phone rotated). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The navigation is a column at this width and wider, and a drawer below it (spec 01 §2). */
export const WIDE_QUERY = '(min-width: 1024px)';
