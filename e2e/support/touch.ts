import type { CDPSession, Page } from '@playwright/test';

/**
 * Real touch sequences through the Chrome DevTools Protocol (Input.dispatchTouchEvent), so the
 * page receives genuine touchstart/touchmove/touchend events, as from a finger.
 */
export class Touchscreen {
  private constructor(
    private readonly page: Page,
    private readonly session: CDPSession,
  ) {}

  static async attach(page: Page): Promise<Touchscreen> {
    return new Touchscreen(page, await page.context().newCDPSession(page));
  }

  private async send(type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]): Promise<void> {
    await this.session.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((point, index) => ({ x: point.x, y: point.y, id: index, radiusX: 4, radiusY: 4, force: 1 })),
    });
  }

  /** One finger from `from` to `to` in `steps` moves. */
  async drag(from: { x: number; y: number }, to: { x: number; y: number }, steps = 6): Promise<void> {
    await this.send('touchStart', [from]);
    for (let step = 1; step <= steps; step++) {
      const t = step / steps;
      await this.send('touchMove', [{ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }]);
    }
    await this.send('touchEnd', []);
  }

  async swipeLeft(y = 420): Promise<void> {
    await this.drag({ x: 320, y }, { x: 80, y: y + 6 });
  }

  async swipeRight(y = 420): Promise<void> {
    await this.drag({ x: 70, y }, { x: 310, y: y + 6 });
  }

  async tap(point = { x: 195, y: 420 }): Promise<void> {
    await this.send('touchStart', [point]);
    await this.send('touchEnd', []);
  }

  async longPress(point = { x: 195, y: 420 }, holdMs = 750): Promise<void> {
    await this.send('touchStart', [point]);
    await this.page.waitForTimeout(holdMs);
    await this.send('touchEnd', []);
  }

  /** Two fingers moving apart (scale > 1) or together (< 1) around `center`. */
  async pinch(scale: number, center = { x: 195, y: 420 }, startGap = 80): Promise<void> {
    const at = (gap: number) => [
      { x: center.x - gap / 2, y: center.y },
      { x: center.x + gap / 2, y: center.y },
    ];
    await this.send('touchStart', at(startGap));
    const steps = 6;
    for (let step = 1; step <= steps; step++) await this.send('touchMove', at(startGap * (1 + ((scale - 1) * step) / steps)));
    await this.send('touchEnd', []);
  }
}
