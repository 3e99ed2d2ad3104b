import { describe, expect, it } from 'vitest';
import { DESCRIPTION_PREVIEW_LENGTH, descriptionPreview } from './description-preview';

describe('descriptionPreview', () => {
  it('keeps descriptions of up to 300 characters whole', () => {
    expect(DESCRIPTION_PREVIEW_LENGTH).toBe(300);
    const text = '字'.repeat(300);
    expect(descriptionPreview(text)).toEqual({ text, truncated: false });
  });

  it('cuts longer ones at 300 characters and adds an ellipsis', () => {
    const preview = descriptionPreview('a'.repeat(299) + ' ' + 'b'.repeat(10));
    expect(preview.truncated).toBe(true);
    expect(preview.text).toBe(`${'a'.repeat(299)}…`);
    expect(descriptionPreview('字'.repeat(301)).text).toBe(`${'字'.repeat(300)}…`);
  });
});
