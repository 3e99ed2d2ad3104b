import { describe, expect, it } from 'vitest';
import { decodeAnswer, encodeAnswer } from './cached-answers.js';

const body = `${JSON.stringify({ data: { book: { id: '1', title: '致十年情书', intro: 'line one\nline two' } } })}\n`;

describe('stored answers', () => {
  it('read back from text as they were stored, the body to the byte', () => {
    const answer = decodeAnswer(encodeAnswer({ at: 1_700_000_000_000, operation: 'NovelDetail', body }));
    expect(answer).toEqual({ at: 1_700_000_000_000, operation: 'NovelDetail', digest: expect.any(String), body });
  });

  it('read back from the bytes Redis returns without decoding the body', () => {
    const stored = encodeAnswer({ at: 5, operation: null, body });
    const answer = decodeAnswer(Buffer.from(stored));
    expect(Buffer.isBuffer(answer?.body)).toBe(true);
    expect(answer?.body.toString()).toBe(body);
    expect(answer?.operation).toBeNull();
    expect(answer?.digest).toBe(decodeAnswer(stored)?.digest);
  });

  it('name each body by a digest of its own', () => {
    const digest = (text: string, at = 1) => decodeAnswer(encodeAnswer({ at, operation: 'Home', body: text }))?.digest;
    expect(digest(body)).toBe(digest(body, 2));
    expect(digest(body)).not.toBe(digest(body.replace('致十年情书', '致十年情诗')));
  });

  it('count an answer stored without a digest (by an older BFF) or in no known shape as none', () => {
    expect(decodeAnswer(`${JSON.stringify({ at: 1, operation: 'Home' })}\n${body}`)).toBeNull();
    expect(decodeAnswer(Buffer.from(`${JSON.stringify({ at: 1, operation: 'Home' })}\n${body}`))).toBeNull();
    expect(decodeAnswer('no header line')).toBeNull();
    expect(decodeAnswer('{not json\n{}')).toBeNull();
  });
});
