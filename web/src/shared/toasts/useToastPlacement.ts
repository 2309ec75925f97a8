import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import { toastPlacement, type ToastPlacement } from './placement';

/** Marks an area the toasts must never cover (a page's primary actions): spread it on the element. */
export const KEEP_CLEAR_OF_TOASTS = { 'data-toast-clear': '' } as const;
const KEEP_CLEAR_SELECTOR = '[data-toast-clear]';
/** The app's header (`components/layout/Header.tsx`), whose bottom edge is as high as toasts go. */
export const APP_HEADER_ATTRIBUTE = { 'data-app-header': '' } as const;
const APP_HEADER_SELECTOR = '[data-app-header]';

function measure(region: HTMLElement): ToastPlacement {
  const keepClear = Array.from(document.querySelectorAll(KEEP_CLEAR_SELECTOR), (element) => element.getBoundingClientRect());
  const header = document.querySelector(APP_HEADER_SELECTOR)?.getBoundingClientRect();
  return toastPlacement({
    window: { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
    stack: { width: region.offsetWidth, height: region.offsetHeight },
    keepClear,
    topLimit: header ? Math.max(0, header.bottom) : 0,
  });
}

function same(a: ToastPlacement, b: ToastPlacement): boolean {
  return ('bottom' in a ? `b${a.bottom}` : `t${a.top}`) === ('bottom' in b ? `b${b.bottom}` : `t${b.top}`);
}

/**
 * The toasts' place while any shows (`active`), measured again whenever it may have changed: the stack
 * grows or shrinks, the window is resized or scrolled somewhere, or the page adds or removes an area to
 * keep clear (the settings page's save bar appears with the first edit). At most once a frame.
 */
export function useToastPlacement(region: RefObject<HTMLElement | null>, active: boolean): CSSProperties | undefined {
  const [placement, setPlacement] = useState<ToastPlacement | null>(null);
  useLayoutEffect(() => {
    const element = region.current;
    if (!active || !element) {
      setPlacement(null);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = measure(element);
      setPlacement((current) => (current && same(current, next) ? current : next));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    const sizes = new ResizeObserver(schedule);
    sizes.observe(element);
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      sizes.disconnect();
      changes.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, { capture: true });
    };
  }, [region, active]);
  if (!placement) return undefined;
  return 'bottom' in placement ? { bottom: placement.bottom } : { top: placement.top, bottom: 'auto' };
}
