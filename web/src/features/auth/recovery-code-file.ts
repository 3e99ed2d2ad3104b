/** The texts of the downloadable recovery-code file, in the reader's language. */
export interface RecoveryCodeFileTexts {
  title: string;
  usernameLabel: string;
  codeLabel: string;
  instructions: string;
}

/**
 * The small .txt a reader can keep: the username, the code and how to use it. The file name
 * carries the username (letters, digits and underscores by the username rule; anything else is
 * replaced) so codes of several accounts do not overwrite each other.
 */
export function recoveryCodeFile(username: string, code: string, texts: RecoveryCodeFileTexts): { filename: string; text: string } {
  const safeName = username.replace(/[^A-Za-z0-9_-]/g, '_') || 'account';
  const text = [texts.title, '', `${texts.usernameLabel}: ${username}`, `${texts.codeLabel}: ${code}`, '', texts.instructions, ''].join(
    '\n',
  );
  return { filename: `novel-reader-recovery-code-${safeName}.txt`, text };
}
