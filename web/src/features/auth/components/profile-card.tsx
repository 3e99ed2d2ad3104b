import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { graphql } from '@/__generated__';
import { ErrorCode } from '@/__generated__/enums';
import { useErrorMessage, type ErrorMessage } from '@/shared/api/use-error-message';
import type { StoredUser } from '@/shared/auth/stored-user';
import { useAuth } from '@/shared/auth/use-auth';
import { TextField } from '@/shared/ui/text-field';
import { useToast } from '@/shared/ui/toast/use-toast';
import { planProfileUpdate, type ProfileField } from '../account-validation';
import { serverErrorField, type ServerFieldCodes } from '../use-validated-form';
import type { MessageKey } from '../validation';
import styles from './settings-card.module.css';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      username
      email
      ...StoredUser_user
    }
  }
`);

/** The server's refusals that belong under a field: the rules it checks and the form does not (characters, length). */
const serverFieldCodes: ServerFieldCodes<ProfileField> = {
  [ErrorCode.USERNAME_TAKEN]: 'username',
  [ErrorCode.USERNAME_LENGTH]: 'username',
  [ErrorCode.USERNAME_CHARACTERS]: 'username',
  [ErrorCode.EMAIL_INVALID]: 'email',
};

/**
 * A message kept as what it says, not as text, so that a language switch on the same screen
 * (the settings screen has one) shows it in the new language.
 */
type Message = (say: { t: TFunction<'settings'>; errorMessage: ErrorMessage }) => string;
type FieldErrors = Partial<Record<ProfileField, Message>>;

/** Username and email; only changed, non-blank fields are sent (spec section 5). */
export function ProfileCard({ user }: { user: StoredUser }) {
  const { t } = useTranslation('settings');
  const { refreshUser } = useAuth();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const [draft, setDraft] = useState<Record<ProfileField, string>>({ username: user.username, email: user.email ?? '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; message: Message } | null>(null);
  const say = (message: Message | undefined) => (message ? message({ t, errorMessage }) : null);
  const [busy, setBusy] = useState(false);

  const edit = (field: ProfileField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setNotice(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const plan = planProfileUpdate(user, draft);
    if (plan.kind === 'invalid') {
      const errors: FieldErrors = {};
      for (const [field, key] of Object.entries(plan.errors.fields) as [ProfileField, MessageKey][]) errors[field] = (tr) => tr.t(key, { ns: 'auth' });
      setFieldErrors(errors);
      return;
    }
    if (plan.kind === 'unchanged') {
      setNotice({ tone: 'info', message: (tr) => tr.t('profile.noChanges') });
      return;
    }

    setBusy(true);
    try {
      const { data } = await updateProfile({ variables: { input: plan.input } });
      if (data) setDraft({ username: data.updateProfile.username, email: data.updateProfile.email ?? '' });
      showToast(t('profile.success'), { tone: 'success' });
      await refreshUser().catch((error: unknown) => console.warn('Could not refresh the user', error));
    } catch (error) {
      const message: Message = (tr) => tr.errorMessage(error, 'settings:profile.failed', 'settings:profile.networkError');
      const field = serverErrorField(error, serverFieldCodes);
      if (field) setFieldErrors({ [field]: message });
      else setNotice({ tone: 'error', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`card ${styles.card}`} aria-labelledby="profile-title">
      <h2 id="profile-title" className={styles.title}>
        {t('profile.title')}
      </h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('profile.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={draft.username}
          onChange={(event) => edit('username', event.target.value)}
          error={say(fieldErrors.username)}
          disabled={busy}
        />
        <TextField
          label={t('profile.email')}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('profile.emailPlaceholder')}
          value={draft.email}
          onChange={(event) => edit('email', event.target.value)}
          error={say(fieldErrors.email)}
          disabled={busy}
        />
        {notice && (
          <p className={notice.tone === 'error' ? 'form-error' : styles.notice} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {say(notice.message)}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('profile.updating') : t('profile.update')}
        </button>
      </form>
    </section>
  );
}
