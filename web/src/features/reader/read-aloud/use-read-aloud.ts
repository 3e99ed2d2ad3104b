import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { textLanguage } from '@/shared/lib/text-language';
import { splitParagraphs } from '../chapter-content';
import { isPaged, paragraphIndexAt, paragraphSpans, positionAtTop, scrollToPosition } from '../reading-position';
import { Narrator, pickVoice, voicesFor, type SpeakOptions } from './speech';

/** How long to wait for the browser to list its voices before saying it has none. */
export const VOICES_WAIT_MS = 2000;

export type ReadAloudAvailability =
  /** No speechSynthesis in this browser. */
  | 'unsupported'
  /** The browser has not listed its voices yet. */
  | 'loading'
  /** The browser has no voice at all. */
  | 'noVoices'
  /** It has voices, but none for the chapter's language. */
  | 'noVoicesForLanguage'
  | 'ready';

export type ReadAloudStatus = 'stopped' | 'playing' | 'paused';

/** The chapter on screen, as far as read-aloud needs it. */
export interface ReadAloudChapter {
  id: string;
  content: string | null;
  locked: boolean;
}

interface Options {
  chapter: ReadAloudChapter | null;
  nextId: string | null;
  /** Opens another chapter (at the end of this one). */
  goTo: (chapterId: string) => void;
  /** The reading area: paragraphs carry `data-paragraph` (their index) and `data-offset`. */
  scrollRef: RefObject<HTMLElement | null>;
  /** The chosen voice's name (reading settings); null for the best voice of the chapter's language. */
  voice: string | null;
  rate: number;
}

export interface ReadAloud {
  availability: ReadAloudAvailability;
  status: ReadAloudStatus;
  /** The voices that can read this chapter. */
  voices: SpeechSynthesisVoice[];
  /** The voice that reads (the chosen one, or the best of `voices`). */
  voice: SpeechSynthesisVoice | null;
  /** The paragraph being read, or null. */
  paragraph: number | null;
  toggle: () => void;
  stop: () => void;
}

function speechSynthesisOrNull(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || typeof SpeechSynthesisUtterance === 'undefined') return null;
  return window.speechSynthesis ?? null;
}

/** The browser's voices, listed again when it announces a change; `settled` once it had time to list them. */
function useVoices(synth: SpeechSynthesis | null) {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => synth?.getVoices() ?? []);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!synth) return;
    const read = () => setVoices(synth.getVoices());
    read();
    synth.addEventListener?.('voiceschanged', read);
    const timer = window.setTimeout(() => {
      read();
      setSettled(true);
    }, VOICES_WAIT_MS);
    return () => {
      synth.removeEventListener?.('voiceschanged', read);
      window.clearTimeout(timer);
    };
  }, [synth]);
  return { voices, settled };
}

const HIGHLIGHT = 'data-read-aloud';

/**
 * Read-aloud of the reader (Web Speech API): reads the chapter paragraph by paragraph from the
 * paragraph at the top of the screen, highlights the paragraph being read and scrolls it into
 * view (so reading progress and the saved place follow the voice), and goes on with the next
 * chapter at the end. Lives in the reader screen, so it outlives a chapter change.
 */
export function useReadAloud({ chapter, nextId, goTo, scrollRef, voice: chosenVoice, rate }: Options): ReadAloud {
  const synth = useMemo(() => speechSynthesisOrNull(), []);
  const { voices: allVoices, settled } = useVoices(synth);
  const [status, setStatus] = useState<ReadAloudStatus>('stopped');
  const [paragraph, setParagraph] = useState<number | null>(null);
  // The chapter the narrator reads (or read last, when paused).
  const spokenChapterId = useRef<string | null>(null);
  // The chapter read to its end: still on screen until the next one opens, and not to be read again.
  const finishedChapterId = useRef<string | null>(null);

  const content = chapter && !chapter.locked ? chapter.content : null;
  const paragraphs = useMemo(() => splitParagraphs(content), [content]);
  const lang = textLanguage(content ?? '');
  const voices = useMemo(() => voicesFor(allVoices, lang), [allVoices, lang]);
  const voice = pickVoice(voices, chosenVoice);

  let availability: ReadAloudAvailability;
  if (!synth) availability = 'unsupported';
  else if (allVoices.length === 0) availability = settled ? 'noVoices' : 'loading';
  else availability = voices.length === 0 ? 'noVoicesForLanguage' : 'ready';

  const speakOptions: SpeakOptions = useMemo(() => ({ voice, lang, rate }), [voice, lang, rate]);

  // What the narrator's callbacks need now, without re-creating it.
  const latest = useRef({ nextId, goTo });
  useEffect(() => {
    latest.current = { nextId, goTo };
  });

  const narratorRef = useRef<Narrator | null>(null);
  const narrator = useCallback(() => {
    if (!synth) return null;
    narratorRef.current ??= new Narrator(synth, {
      onParagraph: (index) => setParagraph(index),
      onFinished: () => {
        const { nextId: next, goTo: go } = latest.current;
        setParagraph(null);
        if (next) {
          // Still playing: the next chapter is read as soon as its text is on the page.
          finishedChapterId.current = spokenChapterId.current;
          spokenChapterId.current = null;
          go(next);
        } else setStatus('stopped');
      },
      onStopped: () => {
        spokenChapterId.current = null;
        setStatus('stopped');
        setParagraph(null);
      },
      onError: (error) => {
        console.warn('Read-aloud stopped', error);
        setStatus('stopped');
        setParagraph(null);
      },
    });
    return narratorRef.current;
  }, [synth]);

  // Stop speaking when the reader closes.
  useEffect(() => () => narratorRef.current?.stop(), []);

  // Playing and a chapter to read that is not being read: read it (the next chapter, or one the reader opened).
  const chapterId = chapter?.id ?? null;
  useEffect(() => {
    if (status !== 'playing' || chapterId === null || chapterId === spokenChapterId.current || chapterId === finishedChapterId.current) return;
    if (chapter?.locked || paragraphs.length === 0) {
      // A paid or blank chapter: there is nothing to read (stop() reports the stop).
      if (chapter && (chapter.locked || chapter.content !== null)) narrator()?.stop();
      return;
    }
    spokenChapterId.current = chapterId;
    finishedChapterId.current = null;
    narrator()?.start(paragraphs, 0, speakOptions);
  }, [status, chapterId, chapter, paragraphs, speakOptions, narrator]);

  // A new voice or speed goes on from the last word heard.
  useEffect(() => {
    narratorRef.current?.update(speakOptions);
  }, [speakOptions]);

  // The paragraph being read: highlighted and kept in view.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || paragraph === null || status === 'stopped') return;
    const element = scroller.querySelector<HTMLElement>(`[data-paragraph="${paragraph}"]`);
    if (!element) return;
    element.setAttribute(HIGHLIGHT, 'active');
    // Page-turn mode: the whole page that holds it, told to the page turner (which keeps that place
    // through a font change); scrolled into view, it would stop between two pages.
    if (isPaged(scroller)) scrollToPosition(scroller, Number(element.dataset.offset ?? 0));
    else if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center', behavior: 'smooth' });
    return () => element.removeAttribute(HIGHLIGHT);
  }, [paragraph, status, scrollRef, chapterId, paragraphs]);

  const toggle = useCallback(() => {
    const speaker = narrator();
    if (!speaker || availability !== 'ready') return;
    if (status === 'playing') {
      speaker.pause();
      setStatus('paused');
      return;
    }
    if (status === 'paused' && spokenChapterId.current === chapterId) {
      speaker.resume(speakOptions);
      setStatus('playing');
      return;
    }
    if (paragraphs.length === 0 || chapterId === null) return;
    // From the paragraph at the top of the screen.
    const scroller = scrollRef.current;
    const position = scroller ? positionAtTop(scroller) : null;
    const from = position === null ? 0 : paragraphIndexAt(paragraphSpans(content), position);
    spokenChapterId.current = chapterId;
    finishedChapterId.current = null;
    setStatus('playing');
    speaker.start(paragraphs, from, speakOptions);
  }, [narrator, availability, status, chapterId, speakOptions, paragraphs, scrollRef, content]);

  const stop = useCallback(() => {
    narratorRef.current?.stop();
    spokenChapterId.current = null;
    setStatus('stopped');
    setParagraph(null);
  }, []);

  return { availability, status, voices, voice, paragraph: status === 'stopped' ? null : paragraph, toggle, stop };
}
