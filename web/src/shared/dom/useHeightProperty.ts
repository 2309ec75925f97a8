import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps `source`'s height (border box, in px) in the CSS custom property `property` on `holder`, as it
 * changes (a header that wraps onto a second line), so what sticks below a sticky element knows where.
 * Written on the element, not through React state: a resize re-renders nothing.
 */
export function useHeightProperty(holder: RefObject<HTMLElement | null>, source: RefObject<HTMLElement | null>, property: string): void {
  useLayoutEffect(() => {
    const target = holder.current;
    const measured = source.current;
    if (!target || !measured) return;
    const write = () => target.style.setProperty(property, `${measured.offsetHeight}px`);
    write();
    const observer = new ResizeObserver(write);
    observer.observe(measured);
    return () => {
      observer.disconnect();
      target.style.removeProperty(property);
    };
  }, [holder, source, property]);
}
