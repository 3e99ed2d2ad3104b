import { expect, test, type Page } from '@playwright/test';
import { chapterHeading, chapterText, freeBookWithChapters, openChapter, useAiryText } from '../support/reader';
import { preferEnglish, registerReader } from '../support/session';

interface Spoken {
  text: string;
  voice: string | null;
  lang: string;
  rate: number;
}

/**
 * Replaces the browser's speechSynthesis with a recorder: it keeps what it is asked to say, in
 * order, and says it only when the test calls `window.__speech.finish()` (a word boundary, then
 * the end of the utterance), so the test decides how far the reading goes.
 */
async function stubSpeech(page: Page, voices: { name: string; lang: string }[]): Promise<void> {
  await page.addInitScript((list) => {
    type Utterance = { text: string; lang: string; rate: number; voice: { name: string } | null } & Record<string, unknown>;
    const spoken: { text: string; voice: string | null; lang: string; rate: number }[] = [];
    let current: Utterance | null = null;
    const fire = (utterance: Utterance, name: string, event: Record<string, unknown>) => {
      const handler = utterance[name];
      if (typeof handler === 'function') (handler as (event: Record<string, unknown>) => void)(event);
    };
    const voiceList = list.map((voice) => ({ ...voice, default: false, localService: true, voiceURI: voice.name }));
    const synth = {
      getVoices: () => voiceList,
      speak(utterance: Utterance) {
        spoken.push({ text: utterance.text, voice: utterance.voice?.name ?? null, lang: utterance.lang, rate: utterance.rate });
        current = utterance;
      },
      cancel() {
        const cancelled = current;
        current = null;
        if (cancelled) fire(cancelled, 'onerror', { error: 'interrupted' });
      },
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
    };
    class FakeUtterance {
      text: string;
      lang = '';
      rate = 1;
      voice = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, value: FakeUtterance });
    (window as unknown as { __speech: unknown }).__speech = {
      spoken,
      finish() {
        const utterance = current;
        if (!utterance) return false;
        fire(utterance, 'onboundary', { name: 'word', charIndex: 0 });
        current = null;
        fire(utterance, 'onend', {});
        return true;
      },
    };
  }, voices);
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __speech: { spoken: Spoken[] } }).__speech.spoken.slice());
const finishUtterance = (page: Page) => page.evaluate(() => (window as unknown as { __speech: { finish: () => boolean } }).__speech.finish());

const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

const voices = [
  { name: 'Test English', lang: 'en-US' },
  { name: 'Test Chinese', lang: 'zh-CN' },
];

test.describe('read aloud', () => {
  test('reads the chapter paragraph by paragraph, highlighted, with the reading progress following, then the next chapter', async ({ page }) => {
    await preferEnglish(page);
    await useAiryText(page);
    await stubSpeech(page, voices);
    await registerReader(page, 'aloud');
    const { book, chapters } = await freeBookWithChapters(page, 2);
    const [first, second] = chapters as [(typeof chapters)[number], (typeof chapters)[number]];
    const firstParagraphs = paragraphsOf(await chapterText(page, book.id, first.id));
    const secondParagraphs = paragraphsOf(await chapterText(page, book.id, second.id));
    const chinese = /[\u4e00-\u9fff]/.test(firstParagraphs.join(''));

    await openChapter(page, book.id, first, { expectHint: true });
    await page.getByRole('button', { name: 'Read aloud', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pause reading aloud' })).toBeVisible();
    await expect.poll(async () => (await spoken(page)).length).toBe(1);
    const [opening] = await spoken(page);
    expect(opening!.text).toBe(firstParagraphs[0]);
    expect(opening!.voice).toBe(chinese ? 'Test Chinese' : 'Test English');

    // Every paragraph in order, each highlighted while it is read.
    const highlighted = page.getByTestId('reader-scroller').locator('[data-read-aloud="active"]');
    for (let index = 1; index < firstParagraphs.length; index++) {
      expect(await finishUtterance(page)).toBe(true);
      await expect.poll(async () => (await spoken(page)).length).toBe(index + 1);
      await expect(highlighted).toHaveAttribute('data-paragraph', String(index));
    }
    await expect(highlighted).toBeInViewport();
    // The last paragraph in view: the reading progress followed the voice to the end.
    await expect.poll(async () => Number(await page.getByRole('progressbar', { name: 'Reading progress' }).getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(90);
    expect((await spoken(page)).map((item) => item.text)).toEqual(firstParagraphs);

    // The end of the chapter opens the next one and reads on from its start.
    expect(await finishUtterance(page)).toBe(true);
    await expect(chapterHeading(page, second.title)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`chapter=${second.id}`));
    await expect.poll(async () => (await spoken(page)).length).toBe(firstParagraphs.length + 1);
    expect((await spoken(page)).at(-1)!.text).toBe(secondParagraphs[0]);

    // Pausing stops the voice; the control offers to resume.
    await page.getByRole('button', { name: 'Pause reading aloud' }).click();
    await expect(page.getByRole('button', { name: 'Resume reading aloud' })).toBeVisible();
    expect(await finishUtterance(page)).toBe(false);
  });

  test('a browser without voices says so instead of reading @any-screen', async ({ page }) => {
    await preferEnglish(page);
    await stubSpeech(page, []);
    await registerReader(page, 'mute');
    const { book, chapters } = await freeBookWithChapters(page, 1);
    await openChapter(page, book.id, chapters[0]!, { expectHint: true });
    const control = page.getByRole('button', { name: 'Read aloud is not available: this browser has no voices' });
    await expect(control).toBeVisible();
    await expect(control).toBeDisabled();
    // Reached by the keyboard and pressed (or tapped: a phone shows no tooltip), it says why.
    await control.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').getByText('Read aloud is not available: this browser has no voices')).toBeVisible();
  });
});
