import { describe, expect, it } from 'vitest';
import { createReturnState, getReturnPath } from './return-path';

describe('getReturnPath', () => {
  it('returns to the kept location with its query', () => {
    const state = createReturnState({ pathname: '/novel/7/read', search: '?chapter=3', hash: '' });
    expect(getReturnPath(state)).toBe('/novel/7/read?chapter=3');
  });

  it('goes home without a usable origin', () => {
    expect(getReturnPath(null)).toBe('/');
    expect(getReturnPath({})).toBe('/');
    expect(getReturnPath({ from: 'elsewhere' })).toBe('/');
    expect(getReturnPath({ from: { pathname: '//evil.example' } })).toBe('/');
    expect(getReturnPath({ from: { pathname: '/login' } })).toBe('/');
  });
});
