/**
 * Read-aloud with the Web Speech API: which voices fit a chapter, and a narrator that speaks a
 * chapter paragraph by paragraph. Nothing here touches React or the page.
 */

/** The speeds offered in the reader bar (the reading settings accept 0.5 to 3). */
export const speechRates = [0.75, 1, 1.25, 1.5, 2] as const;

function normalizedLang(lang: string): string {
  return lang.replace('_', '-').toLowerCase();
}

/** The voices that can read `lang` (same primary language), the exact region first, then the defaults. */
export function voicesFor<V extends Pick<SpeechSynthesisVoice, 'lang' | 'default'>>(voices: readonly V[], lang: string): V[] {
  const wanted = normalizedLang(lang);
  const primary = wanted.split('-')[0]!;
  const rank = (voice: V) => (normalizedLang(voice.lang) === wanted ? 0 : 2) + (voice.default ? 0 : 1);
  return voices
    .filter((voice) => {
      const voiceLang = normalizedLang(voice.lang);
      return voiceLang === primary || voiceLang.startsWith(`${primary}-`);
    })
    .sort((a, b) => rank(a) - rank(b));
}

/** The chosen voice when it can read the chapter, else the best one that can; null when none can. */
export function pickVoice<V extends Pick<SpeechSynthesisVoice, 'name'>>(candidates: readonly V[], chosenName: string | null): V | null {
  return candidates.find((voice) => voice.name === chosenName) ?? candidates[0] ?? null;
}

export interface SpeakOptions {
  voice: SpeechSynthesisVoice | null;
  lang: string;
  rate: number;
}

export interface NarratorEvents {
  /** Paragraph `index` is being read. */
  onParagraph: (index: number) => void;
  /** The last paragraph has been read. */
  onFinished: () => void;
  /** The browser could not speak (not a pause or a stop). */
  onError: (error: string) => void;
  /** stop() was called. */
  onStopped?: () => void;
}

type UtteranceFactory = (text: string) => SpeechSynthesisUtterance;

/**
 * Speaks paragraphs one after the other. Pausing cancels the speech and remembers the last word
 * boundary, so resuming (or a change of voice or speed) starts again from that word: the browsers'
 * own pause() is unreliable. Events of a cancelled utterance are ignored.
 */
export class Narrator {
  private paragraphs: readonly string[] = [];
  private index = 0;
  /** Where in the current paragraph speaking (re)starts, and the last word boundary heard. */
  private from = 0;
  private heard = 0;
  private generation = 0;
  private current: SpeechSynthesisUtterance | null = null;
  private options: SpeakOptions = { voice: null, lang: 'zh-CN', rate: 1 };
  private speaking = false;

  constructor(
    private readonly synth: SpeechSynthesis,
    private readonly events: NarratorEvents,
    private readonly makeUtterance: UtteranceFactory = (text) => new SpeechSynthesisUtterance(text),
  ) {}

  get paragraph(): number {
    return this.index;
  }

  get isSpeaking(): boolean {
    return this.speaking;
  }

  /** Reads `paragraphs` from paragraph `from`. */
  start(paragraphs: readonly string[], from: number, options: SpeakOptions): void {
    this.silence();
    this.paragraphs = paragraphs;
    this.index = Math.max(0, Math.min(from, paragraphs.length));
    this.from = 0;
    this.heard = 0;
    this.options = options;
    this.speaking = true;
    this.speakCurrent();
  }

  /** Stops speaking and remembers where: resume() goes on from the last word heard. */
  pause(): void {
    if (!this.speaking) return;
    this.from = this.heard;
    this.speaking = false;
    this.silence();
  }

  resume(options: SpeakOptions = this.options): void {
    this.options = options;
    this.speaking = true;
    this.speakCurrent();
  }

  /** New voice or speed: takes effect from the last word heard. */
  update(options: SpeakOptions): void {
    const before = this.options;
    this.options = options;
    // The same voice listed again by the browser (a new object) changes nothing.
    if (before.voice?.name === options.voice?.name && before.lang === options.lang && before.rate === options.rate) return;
    if (!this.speaking) return;
    this.from = this.heard;
    this.silence();
    this.speakCurrent();
  }

  stop(): void {
    this.speaking = false;
    this.silence();
    this.events.onStopped?.();
  }

  private silence(): void {
    this.generation += 1;
    this.current = null;
    this.synth.cancel();
  }

  private speakCurrent(): void {
    const generation = ++this.generation;
    const paragraph = this.paragraphs[this.index];
    if (paragraph === undefined) {
      this.speaking = false;
      this.events.onFinished();
      return;
    }
    const text = paragraph.slice(this.from);
    if (text.trim() === '') {
      this.next();
      return;
    }
    const base = this.from;
    this.heard = base;
    const utterance = this.makeUtterance(text);
    utterance.lang = this.options.voice?.lang ?? this.options.lang;
    utterance.rate = this.options.rate;
    if (this.options.voice) utterance.voice = this.options.voice;
    utterance.onboundary = (event) => {
      if (generation === this.generation && event.name !== 'sentence') this.heard = base + event.charIndex;
    };
    utterance.onend = () => {
      if (generation === this.generation) this.next();
    };
    utterance.onerror = (event) => {
      if (generation !== this.generation || event.error === 'interrupted' || event.error === 'canceled') return;
      this.speaking = false;
      this.events.onError(event.error);
    };
    // Kept referenced while it speaks: some browsers drop the events of a collected utterance.
    this.current = utterance;
    this.events.onParagraph(this.index);
    this.synth.speak(utterance);
  }

  private next(): void {
    this.index += 1;
    this.from = 0;
    this.heard = 0;
    this.speakCurrent();
  }

  /** The utterance being spoken (for tests and debugging). */
  get utterance(): SpeechSynthesisUtterance | null {
    return this.current;
  }
}
