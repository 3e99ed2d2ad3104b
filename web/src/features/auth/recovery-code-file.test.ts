import { describe, expect, it } from 'vitest';
import { recoveryCodeFile } from './recovery-code-file';

const texts = {
  title: 'Recovery code',
  usernameLabel: 'Username',
  codeLabel: 'Code',
  instructions: 'Use it on the forgot-password screen.',
};

describe('recoveryCodeFile', () => {
  it('holds the username, the code and the instructions', () => {
    const { filename, text } = recoveryCodeFile('reader_01', '7KQ2M-9ZPXD-2WDHT-4CRB8', texts);
    expect(filename).toBe('novel-reader-recovery-code-reader_01.txt');
    expect(text.split('\n')).toEqual([
      'Recovery code',
      '',
      'Username: reader_01',
      'Code: 7KQ2M-9ZPXD-2WDHT-4CRB8',
      '',
      'Use it on the forgot-password screen.',
      '',
    ]);
  });

  it('keeps the file name safe whatever the username', () => {
    expect(recoveryCodeFile('../a b', 'X', texts).filename).toBe('novel-reader-recovery-code-___a_b.txt');
    expect(recoveryCodeFile('', 'X', texts).filename).toBe('novel-reader-recovery-code-account.txt');
  });
});
