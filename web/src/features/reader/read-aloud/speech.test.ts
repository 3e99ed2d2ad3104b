import { describe, expect, it, vi } from 'vitest';
import { Narrator, pickVoice, voicesFor } from './speech';

const voice = (name: string, lang: string, isDefault = false) => ({ name, lang, default: isDefault }) as SpeechSynthesisVoice;

describe('voices', () => {
  it('offers the voices of the language, the exact region first', () => {
    const voices = [voice('Tingting', 'zh-TW'), voice('Samantha', 'en-US', true), voice('Xiaoxiao', 'zh-CN'), voice('Yue', 'zh_HK')];
    expect(voicesFor(voices, 'zh-CN').map((item) => item.name)).toEqual(['Xiaoxiao', 'Tingting', 'Yue']);
    expect(voicesFor(voices, 'en-US').map((item) => item.name)).toEqual(['Samantha']);
    expect(pickVoice(voicesFor(voices, 'zh-CN'), 'Yue')?.name).toBe('Yue');
    expect(pickVoice(voicesFor(voices, 'zh-CN'), 'Samantha')?.name).toBe('Xiaoxiao');
    expect(pickVoice([], null)).toBeNull();
  });
});

/** A speechSynthesis that records what it is asked to say and lets the test end each utterance. */
function fakeSynth() {
  const spoken: SpeechSynthesisUtterance[] = [];
  const synth = { speak: vi.fn((utterance: SpeechSynthesisUtterance) => spoken.push(utterance)), cancel: vi.fn() };
  const make = (text: string) => ({ text }) as SpeechSynthesisUtterance;
  const end = (index: number) => spoken[index]!.onend?.({} as SpeechSynthesisEvent);
  return { synth: synth as unknown as SpeechSynthesis, spoken, make, end };
}

describe('Narrator', () => {
  it('reads paragraph after paragraph and says when the chapter is done', () => {
    const { synth, spoken, make, end } = fakeSynth();
    const events = { onParagraph: vi.fn(), onFinished: vi.fn(), onError: vi.fn() };
    const narrator = new Narrator(synth, events, make);
    narrator.start(['一', '二', '三'], 1, { voice: null, lang: 'zh-CN', rate: 1.5 });
    expect(spoken.map((item) => item.text)).toEqual(['二']);
    expect(spoken[0]!.rate).toBe(1.5);
    expect(spoken[0]!.lang).toBe('zh-CN');
    end(0);
    expect(spoken.map((item) => item.text)).toEqual(['二', '三']);
    expect(events.onParagraph.mock.calls).toEqual([[1], [2]]);
    end(1);
    expect(events.onFinished).toHaveBeenCalledTimes(1);
    expect(narrator.isSpeaking).toBe(false);
  });

  it('pauses and resumes from the last word heard; events of a cancelled utterance are ignored', () => {
    const { synth, spoken, make, end } = fakeSynth();
    const events = { onParagraph: vi.fn(), onFinished: vi.fn(), onError: vi.fn() };
    const narrator = new Narrator(synth, events, make);
    narrator.start(['hello brave new world', 'next'], 0, { voice: null, lang: 'en-US', rate: 1 });
    spoken[0]!.onboundary?.({ name: 'word', charIndex: 6 } as SpeechSynthesisEvent);
    narrator.pause();
    expect(synth.cancel).toHaveBeenCalled();
    end(0);
    expect(spoken).toHaveLength(1);
    narrator.resume();
    expect(spoken[1]!.text).toBe('brave new world');
    end(1);
    expect(spoken[2]!.text).toBe('next');
    spoken[2]!.onerror?.({ error: 'synthesis-failed' } as SpeechSynthesisErrorEvent);
    expect(events.onError).toHaveBeenCalledWith('synthesis-failed');
  });
});
