import { useEffect, useRef, type RefObject } from 'react';
import { classifyTouchSequence, isStill, LONG_PRESS_MS, pinchScale, type TouchSample } from './touch-gesture';

export interface GestureHandlers {
  onSwipe: (direction: 'left' | 'right') => void;
  /** `x` is where the finger lifted (client pixels): page-turn mode turns pages by the side tapped. */
  onTap: (point: { x: number; y: number }) => void;
  onLongPress: () => void;
  /** Two fingers are down: remember what the pinch starts from. */
  onPinchStart: () => void;
  /** Called on every move of a pinch with the scale since it began. */
  onPinch: (scale: number) => void;
}

/** Touches that start on a control belong to the control, not to the page. */
function startsOnControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, a, input, select, textarea, label, dialog') !== null;
}

function pointsOf(list: TouchList) {
  return Array.from(list, (touch) => ({ x: touch.clientX, y: touch.clientY }));
}

/**
 * Listens to the touches on `ref`'s element and turns each finished sequence into a gesture
 * (see touch-gesture.ts). Scrolling stays native: start and move listeners are passive, and only a
 * recognised tap cancels the click the browser would synthesise after it.
 */
export function useTouchGestures(ref: RefObject<HTMLElement | null>, handlers: GestureHandlers): void {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;

    // Each sample is timed by its event (when the finger moved), not by when its handler ran: on a
    // phone busy rendering a chapter, a quick tap's end can be handled 300 ms after its start and
    // would no longer count as a tap.
    let samples: TouchSample[] = [];
    let ignored = false;
    let pinching = false;
    let longPressed = false;
    let longPressTimer: number | undefined;

    const stopLongPress = () => {
      window.clearTimeout(longPressTimer);
      longPressTimer = undefined;
    };

    const onStart = (event: TouchEvent) => {
      // The first finger down (or several at once) starts a new sequence.
      if (samples.length === 0 || event.touches.length === event.changedTouches.length) {
        samples = [];
        pinching = false;
        longPressed = false;
        ignored = startsOnControl(event.target);
      }
      if (ignored) return;
      samples.push({ time: event.timeStamp, points: pointsOf(event.touches) });
      if (event.touches.length === 1) {
        stopLongPress();
        longPressTimer = window.setTimeout(() => {
          const first = samples[0]?.points[0];
          const last = samples[samples.length - 1];
          if (pinching || !first || !last || last.points.length !== 1 || !last.points[0] || !isStill(first, last.points[0])) return;
          longPressed = true;
          handlersRef.current.onLongPress();
        }, LONG_PRESS_MS);
      } else {
        stopLongPress();
        if (!pinching) {
          pinching = true;
          handlersRef.current.onPinchStart();
        }
      }
    };

    const onMove = (event: TouchEvent) => {
      if (ignored || samples.length === 0) return;
      const sample = { time: event.timeStamp, points: pointsOf(event.touches) };
      samples.push(sample);
      if (event.touches.length >= 2) {
        const scale = pinchScale(samples);
        if (scale !== null) handlersRef.current.onPinch(scale);
        return;
      }
      const first = samples[0]?.points[0];
      const current = sample.points[0];
      if (first && current && !isStill(first, current)) stopLongPress();
    };

    const onEnd = (event: TouchEvent) => {
      if (ignored || samples.length === 0) {
        if (event.touches.length === 0) samples = [];
        return;
      }
      if (event.touches.length > 0) {
        // One finger of a pinch lifted; the sequence ends with the last one.
        samples.push({ time: event.timeStamp, points: pointsOf(event.touches) });
        return;
      }
      stopLongPress();
      samples.push({ time: event.timeStamp, points: pointsOf(event.changedTouches) });
      const gesture = longPressed ? { kind: 'none' as const } : classifyTouchSequence(samples);
      samples = [];
      switch (gesture.kind) {
        case 'swipe':
          handlersRef.current.onSwipe(gesture.direction);
          break;
        case 'tap':
          if (event.cancelable) event.preventDefault();
          handlersRef.current.onTap({ x: event.changedTouches[0]?.clientX ?? 0, y: event.changedTouches[0]?.clientY ?? 0 });
          break;
        case 'long-press':
          handlersRef.current.onLongPress();
          break;
        default:
          // A press between a tap and a long press (spec: a tap is under 300 ms) is nothing: the
          // click the browser would make of it must not toggle the bars or turn a page either.
          if (event.cancelable) event.preventDefault();
          break;
      }
    };

    const onCancel = () => {
      stopLongPress();
      samples = [];
    };

    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: true });
    element.addEventListener('touchend', onEnd, { passive: false });
    element.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      stopLongPress();
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onCancel);
    };
  }, [ref]);
}
