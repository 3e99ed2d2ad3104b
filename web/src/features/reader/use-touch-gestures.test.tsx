import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTouchGestures, type GestureHandlers } from './use-touch-gestures';

function Page({ handlers }: { handlers: GestureHandlers }) {
  const ref = useRef<HTMLDivElement>(null);
  useTouchGestures(ref, handlers);
  return <div ref={ref} data-testid="page" />;
}

/** The page with spies for every gesture, and its element to touch. */
function renderPage() {
  const on = { onSwipe: vi.fn(), onTap: vi.fn(), onLongPress: vi.fn(), onPinchStart: vi.fn(), onPinch: vi.fn() } satisfies GestureHandlers;
  const { getByTestId } = render(<Page handlers={on} />);
  return { on, page: getByTestId('page') };
}

/** A one-finger touch event at (x, y), created at `time` (the event's own time stamp). */
function touchEvent(type: string, time: number, x: number, y: number, fingerDown: boolean): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const touches = fingerDown ? [{ clientX: x, clientY: y }] : [];
  Object.defineProperties(event, {
    timeStamp: { value: time },
    touches: { value: touches },
    changedTouches: { value: [{ clientX: x, clientY: y }] },
  });
  return event;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useTouchGestures', () => {
  it('takes a quick touch for a tap even when its end is handled late (a busy main thread)', () => {
    const { on, page } = renderPage();
    // The handlers run 400 ms apart, but the finger was down for 120 ms.
    const now = vi.spyOn(performance, 'now').mockReturnValueOnce(1000).mockReturnValueOnce(1400);
    page.dispatchEvent(touchEvent('touchstart', 1000, 100, 200, true));
    page.dispatchEvent(touchEvent('touchend', 1120, 101, 200, false));
    expect(on.onTap).toHaveBeenCalledWith({ x: 101, y: 200 });
    expect(on.onLongPress).not.toHaveBeenCalled();
    now.mockRestore();
  });

  it('takes a touch held still for 400 ms for neither a tap nor a long press', () => {
    const { on, page } = renderPage();
    page.dispatchEvent(touchEvent('touchstart', 1000, 100, 200, true));
    const end = touchEvent('touchend', 1400, 100, 200, false);
    page.dispatchEvent(end);
    expect(on.onTap).not.toHaveBeenCalled();
    expect(on.onLongPress).not.toHaveBeenCalled();
    // Nor does the browser make a click of it (which the reader takes for a tap on the page).
    expect(end.defaultPrevented).toBe(true);
  });

  it('turns a quick horizontal stroke into a swipe', () => {
    const { on, page } = renderPage();
    page.dispatchEvent(touchEvent('touchstart', 1000, 300, 200, true));
    page.dispatchEvent(touchEvent('touchmove', 1080, 150, 205, true));
    page.dispatchEvent(touchEvent('touchend', 1150, 60, 206, false));
    expect(on.onSwipe).toHaveBeenCalledWith('left');
    expect(on.onTap).not.toHaveBeenCalled();
  });
});
