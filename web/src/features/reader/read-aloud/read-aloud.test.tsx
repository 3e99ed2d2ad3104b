import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render';
import { PAGE_SHOWN_EVENT } from '../page-layout';
import { paragraphSpans } from '../reading-position';
import { ReadAloudControl } from './read-aloud-control';
import { useReadAloud, VOICES_WAIT_MS, type ReadAloudChapter } from './use-read-aloud';

interface FakeUtterance {
  text: string;
  lang: string;
  rate: number;
  voice: SpeechSynthesisVoice | null;
  onend: (() => void) | null;
  onboundary: ((event: { name: string; charIndex: number }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
}

/** A speechSynthesis with the given voices that records what it is asked to say. */
function installSpeech(voices: { name: string; lang: string }[]) {
  const spoken: FakeUtterance[] = [];
  const synth = {
    getVoices: () => voices.map((voice) => ({ ...voice, default: false, localService: true, voiceURI: voice.name })),
    speak: (utterance: FakeUtterance) => spoken.push(utterance),
    cancel: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      text: string;
      lang = '';
      rate = 1;
      voice = null;
      onend = null;
      onboundary = null;
      onerror = null;
      constructor(text: string) {
        this.text = text;
      }
    },
  );
  return spoken;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

interface ReaderProps {
  chapter: ReadAloudChapter;
  nextId: string | null;
  goTo: (id: string) => void;
  onRateChange?: (rate: number) => void;
  onVoiceChange?: (voice: string | null) => void;
}

function Reader({ chapter, nextId, goTo, onRateChange = () => undefined, onVoiceChange = () => undefined, paged = false }: ReaderProps & { paged?: boolean }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const readAloud = useReadAloud({ chapter, nextId, goTo, scrollRef, voice: null, rate: 1.25 });
  const paragraphs = paragraphSpans(chapter.content);
  return (
    <>
      <ReadAloudControl readAloud={readAloud} rate={1.25} onRateChange={onRateChange} onVoiceChange={onVoiceChange} />
      <div ref={scrollRef} data-testid="scroller" style={{ columnWidth: paged ? '400px' : 'auto' }}>
        {paragraphs.map((span, index) => (
          <p key={index} data-paragraph={index} data-offset={span.start}>
            {span.text}
          </p>
        ))}
      </div>
    </>
  );
}

const chapterOne: ReadAloudChapter = { id: 'c1', content: '第一段。\n\n第二段。', locked: false };

describe('read-aloud', () => {
  it('reads the chapter paragraph by paragraph with a Chinese voice, highlights it, and goes on to the next chapter', async () => {
    const spoken = installSpeech([
      { name: 'Samantha', lang: 'en-US' },
      { name: 'Xiaoxiao', lang: 'zh-CN' },
    ]);
    const goTo = vi.fn();
    const view = renderWithProviders(<Reader chapter={chapterOne} nextId="c2" goTo={goTo} />, { language: 'en-US' });

    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(spoken.map((item) => item.text)).toEqual(['第一段。']);
    expect(spoken[0]!.voice?.name).toBe('Xiaoxiao');
    expect(spoken[0]!.rate).toBe(1.25);
    expect(screen.getByText('第一段。').getAttribute('data-read-aloud')).toBe('active');
    expect(screen.getByRole('button', { name: 'Pause reading aloud' })).toBeTruthy();

    act(() => spoken[0]!.onend?.());
    expect(spoken.map((item) => item.text)).toEqual(['第一段。', '第二段。']);
    expect(screen.getByText('第二段。').getAttribute('data-read-aloud')).toBe('active');
    expect(screen.getByText('第一段。').hasAttribute('data-read-aloud')).toBe(false);

    act(() => spoken[1]!.onend?.());
    expect(goTo).toHaveBeenCalledWith('c2');
    view.rerender(<Reader chapter={{ id: 'c2', content: '第三段。', locked: false }} nextId={null} goTo={goTo} />);
    expect(spoken.map((item) => item.text)).toEqual(['第一段。', '第二段。', '第三段。']);

    act(() => spoken[2]!.onend?.());
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeTruthy();
  });

  it('in page-turn mode brings the whole page of the paragraph read on screen, and tells the page turner', async () => {
    const spoken = installSpeech([{ name: 'Xiaoxiao', lang: 'zh-CN' }]);
    // jsdom has no scrollIntoView: one that records, for this test only.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    renderWithProviders(<Reader chapter={chapterOne} nextId={null} goTo={vi.fn()} paged />, { language: 'en-US' });
    const scroller = screen.getByTestId('scroller');
    Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 400 });
    const scrollTo = vi.fn();
    scroller.scrollTo = scrollTo as typeof scroller.scrollTo;
    const shown = vi.fn();
    scroller.addEventListener(PAGE_SHOWN_EVENT, shown);
    // jsdom lays nothing out: the second paragraph is put on the third page (800 px to the right).
    const second = screen.getByText('第二段。');
    second.getClientRects = () => [new DOMRect(800, 0, 400, 40)] as unknown as DOMRectList;

    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    act(() => spoken[0]!.onend?.());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 800, top: 0 });
    expect(shown).toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('pauses and resumes', async () => {
    const spoken = installSpeech([{ name: 'Xiaoxiao', lang: 'zh-CN' }]);
    renderWithProviders(<Reader chapter={chapterOne} nextId={null} goTo={vi.fn()} />, { language: 'en-US' });
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pause reading aloud' }));
    await userEvent.click(screen.getByRole('button', { name: 'Resume reading aloud' }));
    expect(spoken.map((item) => item.text)).toEqual(['第一段。', '第一段。']);
  });

  it('offers the voices of the chapter language and the speeds, and hands the choice to the reading settings', async () => {
    installSpeech([
      { name: 'Samantha', lang: 'en-US' },
      { name: 'Xiaoxiao', lang: 'zh-CN' },
      { name: 'Tingting', lang: 'zh-TW' },
    ]);
    const onRateChange = vi.fn();
    const onVoiceChange = vi.fn();
    renderWithProviders(<Reader chapter={chapterOne} nextId={null} goTo={vi.fn()} onRateChange={onRateChange} onVoiceChange={onVoiceChange} />, {
      language: 'en-US',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Read-aloud voice and speed' }));
    const voice = screen.getByRole('combobox', { name: 'Voice' });
    expect(Array.from((voice as HTMLSelectElement).options).map((option) => option.value)).toEqual(['Xiaoxiao', 'Tingting']);
    await userEvent.selectOptions(voice, 'Tingting');
    expect(onVoiceChange).toHaveBeenCalledWith('Tingting');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '1.5');
    expect(onRateChange).toHaveBeenCalledWith(1.5);
    // Escape closes the options and gives the keyboard back to the button that opened them.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Read-aloud voice and speed' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Read-aloud voice and speed' }));
  });

  it('says so when the browser has no voices', () => {
    vi.useFakeTimers();
    const spoken = installSpeech([]);
    const { showToast } = renderWithProviders(<Reader chapter={chapterOne} nextId={null} goTo={vi.fn()} />, { language: 'en-US' });
    expect(screen.getByRole('button', { name: 'Read aloud: loading voices…' }).getAttribute('aria-disabled')).toBe('true');
    act(() => vi.advanceTimersByTime(VOICES_WAIT_MS));
    const unavailable = screen.getByRole('button', { name: 'Read aloud is not available: this browser has no voices' });
    expect(unavailable.getAttribute('aria-disabled')).toBe('true');
    // Reachable by Tab, and a tap says why (a phone shows no title).
    expect((unavailable as HTMLButtonElement).disabled).toBe(false);
    act(() => unavailable.click());
    expect(showToast).toHaveBeenCalledWith('Read aloud is not available: this browser has no voices');
    expect(spoken).toEqual([]);
  });

  it('says so when there is no voice for the chapter language', () => {
    installSpeech([{ name: 'Samantha', lang: 'en-US' }]);
    renderWithProviders(<Reader chapter={chapterOne} nextId={null} goTo={vi.fn()} />, { language: 'en-US' });
    expect(screen.getByRole('button', { name: "Read aloud is not available: no voice for this chapter's language" }).getAttribute('aria-disabled')).toBe('true');
  });

  it('says so when the browser cannot speak', () => {
    renderWithProviders(<Reader chapter={chapterOne} nextId={null} goTo={vi.fn()} />, { language: 'en-US' });
    expect(screen.getByRole('button', { name: 'Read aloud is not available: this browser cannot speak' }).getAttribute('aria-disabled')).toBe('true');
  });
});
