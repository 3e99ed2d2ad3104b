/**
 * What a touch sequence on the reading page means (spec section 5, "Gestures"): swipe left or
 * right to change chapter, tap to show the bars, long press for the settings, pinch for the font
 * size. Kept free of DOM types so the rules can be tested with plain numbers.
 */

export const SWIPE_MIN_DISTANCE_PX = 100;
export const TAP_MAX_DURATION_MS = 300;
export const LONG_PRESS_MS = 500;
/** A finger that wanders further than this is no longer a tap or a press. */
export const STILL_TOLERANCE_PX = 10;

export interface Point {
  x: number;
  y: number;
}

/** The fingers on the screen at one moment (touchstart, each touchmove, touchend). */
export interface TouchSample {
  time: number;
  points: readonly Point[];
}

export type Gesture =
  | { kind: 'swipe'; direction: 'left' | 'right' }
  | { kind: 'tap' }
  | { kind: 'long-press' }
  | { kind: 'pinch'; scale: number }
  | { kind: 'none' };

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Whether one finger has stayed close enough to where it landed to still count as a tap or press. */
export function isStill(start: Point, current: Point): boolean {
  return distance(start, current) <= STILL_TOLERANCE_PX;
}

/** How far two fingers moved apart (> 1) or together (< 1) since they both touched; null without two fingers. */
export function pinchScale(samples: readonly TouchSample[]): number | null {
  const twoFinger = samples.filter((sample) => sample.points.length >= 2);
  const first = twoFinger[0];
  const last = twoFinger[twoFinger.length - 1];
  if (!first || !last) return null;
  const [a0, b0] = first.points as [Point, Point];
  const [a1, b1] = last.points as [Point, Point];
  const startDistance = distance(a0, b0);
  if (startDistance === 0) return null;
  return distance(a1, b1) / startDistance;
}

/**
 * Classifies a finished sequence: `samples[0]` is the touchstart, the last sample is where the
 * last finger lifted (its points are the final positions of the fingers that lifted).
 */
export function classifyTouchSequence(samples: readonly TouchSample[]): Gesture {
  const start = samples[0];
  const end = samples[samples.length - 1];
  if (!start || !end || samples.length < 2) return { kind: 'none' };

  // Any moment with two fingers makes the whole sequence a pinch (never a swipe or tap).
  if (samples.some((sample) => sample.points.length >= 2)) {
    const scale = pinchScale(samples);
    return scale === null ? { kind: 'none' } : { kind: 'pinch', scale };
  }

  const from = start.points[0];
  const to = end.points[0];
  if (!from || !to) return { kind: 'none' };
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const duration = end.time - start.time;

  if (Math.abs(dx) >= SWIPE_MIN_DISTANCE_PX && Math.abs(dx) > Math.abs(dy)) {
    return { kind: 'swipe', direction: dx < 0 ? 'left' : 'right' };
  }
  // Every intermediate position counts: a finger that left and came back is a scroll, not a tap.
  const stayedStill = samples.every((sample) => !sample.points[0] || isStill(from, sample.points[0]));
  if (!stayedStill) return { kind: 'none' };
  if (duration < TAP_MAX_DURATION_MS) return { kind: 'tap' };
  if (duration >= LONG_PRESS_MS) return { kind: 'long-press' };
  return { kind: 'none' };
}
