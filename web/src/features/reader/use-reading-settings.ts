import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { getFragmentData, graphql } from '@/__generated__';
import { useAuth } from '@/shared/auth/use-auth';
import { followStoredEntry, useStoredState } from '@/shared/hooks/use-stored-state';
import { serverNow } from '@/shared/lib/server-clock';
import { readString, storageKeys, writeString } from '@/shared/lib/storage';
import { storedAppearance } from '@/shared/theme/appearance';
import { chooseAppearance, useAppearsDark } from '@/shared/theme/use-appearance';
import { defaultReadingSettingsFor, normalizeReadingSettings, parseReadingSettings, type ReadingSettings } from './reading-settings';
import { fromAccount, isLater, toAccountInput, type AccountReaderSettings } from './reader-settings-sync';

/** Everything the account keeps of the reader settings (reader-settings-sync.ts reads it). */
export const ReaderAccountSettingsFragment = graphql(`
  fragment ReaderAccountSettings_settings on ReaderSettings {
    theme
    fontSize
    lineHeight
    fontColor
    backgroundColor
    opacity
    mode
    voice
    speechRate
    appearance
    changedAt
  }
`);

export const ReaderAccountSettingsQuery = graphql(`
  query ReaderAccountSettings {
    me {
      id
      readerSettings {
        ...ReaderAccountSettings_settings
      }
    }
  }
`);

export const SaveReaderSettingsMutation = graphql(`
  mutation SaveReaderSettings($input: ReaderSettingsInput!) {
    saveReaderSettings(input: $input) {
      ...ReaderAccountSettings_settings
    }
  }
`);

/** Changes made in a quick run (a pinch, several taps) go to the account once. */
export const ACCOUNT_SAVE_DEBOUNCE_MS = 800;

/**
 * The reading settings. localStorage `readingSettings` is the fast path (restored after mount,
 * before the first paint) and the offline fallback; the account keeps them for every device.
 * When the reader opens, the account's settings apply if they were changed after this device's;
 * every change is saved here at once and sent to the account shortly after (debounced). Another
 * tab's changes (and an appearance chosen on the settings screen, which counts as a change of
 * them) are followed, so a change here builds on them instead of writing over them.
 */
export function useReadingSettings() {
  const { user } = useAuth();
  // Followed: a change saved by another tab shows here, and the next change here builds on it.
  const { restored, save } = useStoredState<ReadingSettings>({
    key: storageKeys.readingSettings,
    parse: parseReadingSettings,
    follow: true,
  });
  const defaults = defaultReadingSettingsFor(useAppearsDark());
  const settings = restored ?? defaults;

  // Several changes may come between two renders (a pinch): each builds on the one before.
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  });

  /**
   * When this device's settings last changed (null: never, or before they followed the account),
   * in any tab: another tab's change, or an appearance chosen on the settings screen, is as recent.
   */
  const changedAt = useRef<string | null>(null);
  useEffect(() => {
    const read = () => {
      changedAt.current = readString(storageKeys.readingSettingsChangedAt);
    };
    read();
    return followStoredEntry(storageKeys.readingSettingsChangedAt, read);
  }, []);

  const show = useCallback(
    (next: ReadingSettings) => {
      latest.current = next;
      save(next);
    },
    [save],
  );

  /** Settings changed on another device, later than here: they become this device's too. */
  const adopt = useCallback(
    (account: AccountReaderSettings) => {
      if (!isLater(account.changedAt, changedAt.current)) return false;
      const remote = fromAccount(account);
      changedAt.current = remote.changedAt;
      writeString(storageKeys.readingSettingsChangedAt, remote.changedAt);
      show(remote.settings);
      if (remote.appearance !== storedAppearance()) chooseAppearance(remote.appearance);
      return true;
    },
    [show],
  );

  const [saveToAccount] = useMutation(SaveReaderSettingsMutation);
  const signedIn = user !== null;
  const sendTimer = useRef<number | undefined>(undefined);
  const send = useCallback(() => {
    window.clearTimeout(sendTimer.current);
    sendTimer.current = undefined;
    const at = changedAt.current;
    if (!signedIn || !at) return;
    saveToAccount({ variables: { input: toAccountInput(latest.current, storedAppearance(), at) } }).then(
      ({ data }) => {
        // Another device changed them even later: its settings stand.
        if (data) adopt(getFragmentData(ReaderAccountSettingsFragment, data.saveReaderSettings));
      },
      (error: unknown) => console.warn('The reading settings were not saved to the account', error),
    );
  }, [adopt, saveToAccount, signedIn]);

  // The account's settings, fresh each time the reader opens (another device may have changed them).
  const account = useQuery(ReaderAccountSettingsQuery, { skip: !signedIn, fetchPolicy: 'network-only' });
  const accountSettings = getFragmentData(ReaderAccountSettingsFragment, account.data?.me?.readerSettings) ?? null;
  const accountLoaded = account.data !== undefined;
  useEffect(() => {
    if (!accountLoaded) return;
    if (accountSettings && adopt(accountSettings)) return;
    // Changed here while offline, or never saved to the account: this device's settings go up.
    if (!changedAt.current || !isLater(changedAt.current, accountSettings?.changedAt ?? null)) return;
    // Only the appearance was chosen on this device (the settings screen), which has no reading
    // settings of its own: the account's stand, with that appearance, rather than the defaults.
    if (accountSettings && readString(storageKeys.readingSettings) === null) show(fromAccount(accountSettings).settings);
    send();
  }, [accountLoaded, accountSettings, adopt, send, show]);

  // A change still waiting when the reader leaves goes at once.
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  useEffect(
    () => () => {
      if (sendTimer.current !== undefined) sendRef.current();
    },
    [],
  );

  const apply = useCallback(
    (next: ReadingSettings) => {
      show(next);
      const now = serverNow().toISOString();
      changedAt.current = now;
      writeString(storageKeys.readingSettingsChangedAt, now);
      window.clearTimeout(sendTimer.current);
      sendTimer.current = window.setTimeout(send, ACCOUNT_SAVE_DEBOUNCE_MS);
    },
    [send, show],
  );
  const update = useCallback(
    (patch: Partial<ReadingSettings>) => apply(normalizeReadingSettings({ ...latest.current, ...patch })),
    [apply],
  );
  const reset = useCallback(() => apply(defaults), [apply, defaults]);

  return { settings, update, reset };
}
