import type { CDPSession, Page } from '@playwright/test';

/**
 * Real touch sequences through the Chrome DevTools Protocol (Input.dispatchTouchEvent), so the
 * page receives genuine touchstart/touchmove/touchend events, as from a finger.
 *
 * Each event carries the time a finger would have made it (CDP's `timestamp`, which becomes the
 * event's `timeStamp`): a move every 16 ms, a tap lifted after 60 ms. The reader's gestures are
 * told apart by those times (a tap lasts under 300 ms), and a busy renderer can take longer than
 * that to acknowledge one event before the next is sent.
 */
const MOVE_INTERVAL_S = 0.016;
const TAP_DURATION_S = 0.06;
export class Touchscreen {
  private constructor(
    private readonly page: Page,
    private readonly session: CDPSession,
  ) {}

  static async attach(page: Page): Promise<Touchscreen> {
    return new Touchscreen(page, await page.context().newCDPSession(page));
  }

  /** Sends one event made at `timestamp` (seconds since the epoch). */
  private async send(type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[], timestamp: number): Promise<void> {
    await this.session.send('Input.dispatchTouchEvent', {
      type,
      timestamp,
      touchPoints: points.map((point, index) => ({ x: point.x, y: point.y, id: index, radiusX: 4, radiusY: 4, force: 1 })),
    });
  }

  /** One finger from `from` to `to` in `steps` moves. */
  async drag(from: { x: number; y: number }, to: { x: number; y: number }, steps = 6): Promise<void> {
    const start = Date.now() / 1000;
    await this.send('touchStart', [from], start);
    for (let step = 1; step <= steps; step++) {
      const t = step / steps;
      await this.send('touchMove', [{ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }], start + step * MOVE_INTERVAL_S);
    }
    await this.send('touchEnd', [], start + (steps + 1) * MOVE_INTERVAL_S);
  }

  async swipeLeft(y = 420): Promise<void> {
    await this.drag({ x: 320, y }, { x: 80, y: y + 6 });
  }

  async swipeRight(y = 420): Promise<void> {
    await this.drag({ x: 70, y }, { x: 310, y: y + 6 });
  }

  async tap(point = { x: 195, y: 420 }): Promise<void> {
    const start = Date.now() / 1000;
    await this.send('touchStart', [point], start);
    await this.send('touchEnd', [], start + TAP_DURATION_S);
  }

  /** Held for `holdMs` of real time too: the page's long-press timer runs on the clock. */
  async longPress(point = { x: 195, y: 420 }, holdMs = 750): Promise<void> {
    const start = Date.now() / 1000;
    await this.send('touchStart', [point], start);
    await this.page.waitForTimeout(holdMs);
    await this.send('touchEnd', [], start + holdMs / 1000);
  }

  /** Two fingers moving apart (scale > 1) or together (< 1) around `center`. */
  async pinch(scale: number, center = { x: 195, y: 420 }, startGap = 80): Promise<void> {
    const at = (gap: number) => [
      { x: center.x - gap / 2, y: center.y },
      { x: center.x + gap / 2, y: center.y },
    ];
    const start = Date.now() / 1000;
    await this.send('touchStart', at(startGap), start);
    const steps = 6;
    for (let step = 1; step <= steps; step++) {
      await this.send('touchMove', at(startGap * (1 + ((scale - 1) * step) / steps)), start + step * MOVE_INTERVAL_S);
    }
    await this.send('touchEnd', [], start + (steps + 1) * MOVE_INTERVAL_S);
  }
}
