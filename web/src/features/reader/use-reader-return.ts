import { useEffect, useRef } from 'react';

const interactions = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * While `active`, the first sign that the reader is on this page again (it becomes visible, the
 * window gets the focus, or they touch, click, scroll or press a key) calls `onReturn` once. When
 * `onReturn` resolves to false (it did not work out), the next sign calls it again.
 */
export function useReaderReturn(active: boolean, onReturn: () => Promise<boolean>): void {
  const onReturnRef = useRef(onReturn);
  useEffect(() => {
    onReturnRef.current = onReturn;
  }, [onReturn]);

  useEffect(() => {
    if (!active) return;
    let stopped = false;

    const handle = (event: Event) => {
      if (event.type === 'visibilitychange' && document.visibilityState !== 'visible') return;
      detach();
      void onReturnRef.current().then(
        (done) => {
          if (!done && !stopped) attach();
        },
        () => {
          if (!stopped) attach();
        },
      );
    };
    function attach() {
      document.addEventListener('visibilitychange', handle);
      window.addEventListener('focus', handle);
      for (const type of interactions) window.addEventListener(type, handle, { capture: true, passive: true });
    }
    function detach() {
      document.removeEventListener('visibilitychange', handle);
      window.removeEventListener('focus', handle);
      for (const type of interactions) window.removeEventListener(type, handle, { capture: true });
    }

    attach();
    return () => {
      stopped = true;
      detach();
    };
  }, [active]);
}
