import { describe, expect, it } from 'vitest';
import { classifyTouchSequence, isStill, pinchScale, type Point, type TouchSample } from './touch-gesture';

/** One finger moving through `points`, one sample every `stepMs`. */
function drag(points: Point[], totalMs: number): TouchSample[] {
  const step = points.length > 1 ? totalMs / (points.length - 1) : 0;
  return points.map((point, index) => ({ time: 1000 + index * step, points: [point] }));
}

describe('classifyTouchSequence', () => {
  it('recognises a swipe left and a swipe right at 100 px', () => {
    expect(classifyTouchSequence(drag([{ x: 300, y: 400 }, { x: 250, y: 405 }, { x: 190, y: 410 }], 200))).toEqual({
      kind: 'swipe',
      direction: 'left',
    });
    expect(classifyTouchSequence(drag([{ x: 50, y: 400 }, { x: 150, y: 400 }], 150))).toEqual({ kind: 'swipe', direction: 'right' });
  });

  it('does not count a horizontal move shorter than 100 px as a swipe', () => {
    expect(classifyTouchSequence(drag([{ x: 300, y: 400 }, { x: 201, y: 400 }], 150))).toEqual({ kind: 'none' });
  });

  it('leaves a mostly vertical drag (scrolling) alone', () => {
    expect(classifyTouchSequence(drag([{ x: 200, y: 600 }, { x: 90, y: 300 }], 300))).toEqual({ kind: 'none' });
    expect(classifyTouchSequence(drag([{ x: 200, y: 600 }, { x: 200, y: 200 }], 300))).toEqual({ kind: 'none' });
  });

  it('recognises a swipe however slow it was', () => {
    expect(classifyTouchSequence(drag([{ x: 300, y: 400 }, { x: 100, y: 400 }], 2000))).toEqual({ kind: 'swipe', direction: 'left' });
  });

  it('recognises a quick touch that barely moved as a tap', () => {
    expect(classifyTouchSequence(drag([{ x: 200, y: 400 }, { x: 203, y: 402 }], 120))).toEqual({ kind: 'tap' });
    expect(classifyTouchSequence(drag([{ x: 200, y: 400 }, { x: 200, y: 400 }], 299))).toEqual({ kind: 'tap' });
  });

  it('does not call a touch of 300 ms or more a tap', () => {
    expect(classifyTouchSequence(drag([{ x: 200, y: 400 }, { x: 200, y: 400 }], 300))).toEqual({ kind: 'none' });
    expect(classifyTouchSequence(drag([{ x: 200, y: 400 }, { x: 200, y: 400 }], 450))).toEqual({ kind: 'none' });
  });

  it('does not call a touch that moved a tap, even when it came back', () => {
    expect(classifyTouchSequence(drag([{ x: 200, y: 400 }, { x: 200, y: 440 }, { x: 200, y: 401 }], 200))).toEqual({ kind: 'none' });
  });

  it('recognises holding still for 500 ms as a long press', () => {
    expect(classifyTouchSequence(drag([{ x: 200, y: 400 }, { x: 204, y: 397 }], 500))).toEqual({ kind: 'long-press' });
    expect(classifyTouchSequence(drag([{ x: 200, y: 400 }, { x: 200, y: 400 }], 1500))).toEqual({ kind: 'long-press' });
    expect(classifyTouchSequence(drag([{ x: 200, y: 400 }, { x: 230, y: 400 }], 800))).toEqual({ kind: 'none' });
  });

  it('recognises two fingers as a pinch and reports the scale', () => {
    const samples: TouchSample[] = [
      { time: 0, points: [{ x: 150, y: 400 }] },
      { time: 20, points: [{ x: 150, y: 400 }, { x: 250, y: 400 }] },
      { time: 120, points: [{ x: 120, y: 400 }, { x: 280, y: 400 }] },
      { time: 220, points: [{ x: 100, y: 400 }, { x: 300, y: 400 }] },
      { time: 260, points: [{ x: 100, y: 400 }] },
    ];
    expect(classifyTouchSequence(samples)).toEqual({ kind: 'pinch', scale: 2 });
  });

  it('reports a pinch-in below 1 and never a swipe for two fingers moving sideways', () => {
    const pinchIn: TouchSample[] = [
      { time: 0, points: [{ x: 100, y: 400 }, { x: 300, y: 400 }] },
      { time: 200, points: [{ x: 150, y: 400 }, { x: 250, y: 400 }] },
    ];
    expect(classifyTouchSequence(pinchIn)).toEqual({ kind: 'pinch', scale: 0.5 });
    const sideways: TouchSample[] = [
      { time: 0, points: [{ x: 300, y: 400 }, { x: 350, y: 400 }] },
      { time: 200, points: [{ x: 100, y: 400 }, { x: 150, y: 400 }] },
    ];
    expect(classifyTouchSequence(sideways)).toEqual({ kind: 'pinch', scale: 1 });
  });

  it('answers none for incomplete sequences', () => {
    expect(classifyTouchSequence([])).toEqual({ kind: 'none' });
    expect(classifyTouchSequence([{ time: 0, points: [{ x: 1, y: 1 }] }])).toEqual({ kind: 'none' });
    expect(classifyTouchSequence([{ time: 0, points: [] }, { time: 10, points: [] }])).toEqual({ kind: 'none' });
    const fingersOnOnePoint: TouchSample[] = [
      { time: 0, points: [{ x: 1, y: 1 }, { x: 1, y: 1 }] },
      { time: 10, points: [{ x: 1, y: 1 }, { x: 5, y: 1 }] },
    ];
    expect(classifyTouchSequence(fingersOnOnePoint)).toEqual({ kind: 'none' });
  });
});

describe('helpers', () => {
  it('isStill allows 10 px of wobble', () => {
    expect(isStill({ x: 0, y: 0 }, { x: 6, y: 8 })).toBe(true);
    expect(isStill({ x: 0, y: 0 }, { x: 8, y: 8 })).toBe(false);
  });

  it('pinchScale needs two fingers', () => {
    expect(pinchScale([{ time: 0, points: [{ x: 0, y: 0 }] }])).toBeNull();
  });
});
