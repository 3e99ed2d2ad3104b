import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import { ErrorCode } from '@/__generated__/enums';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { FormError } from '@/shared/ui/form-error';
import { PasswordField } from '@/shared/ui/password-field';
import { useValidatedForm, type ServerFieldCodes } from '../use-validated-form';
import { validateIssueRecoveryCode, type IssueRecoveryCodeField } from '../account-validation';
import { RecoveryCodePanel } from './recovery-code-panel';
import styles from './settings-card.module.css';

const RecoveryCodeStatusQuery = graphql(`
  query RecoveryCodeStatus {
    me {
      id
      hasRecoveryCode
    }
  }
`);

const IssueRecoveryCodeMutation = graphql(`
  mutation IssueRecoveryCode($input: IssueRecoveryCodeInput!) {
    issueRecoveryCode(input: $input) {
      recoveryCode
      message
    }
  }
`);

const serverFieldCodes: ServerFieldCodes<IssueRecoveryCodeField> = {
  [ErrorCode.CURRENT_PASSWORD_INCORRECT]: 'currentPassword',
};

/**
 * Whether the reader holds a recovery code (accounts from before recovery codes have none and are
 * invited to issue one), and issuing a new one with the current password: shown once, and the
 * previous code stops working.
 */
export function RecoveryCodeCard({ username }: { username: string }) {
  const { t } = useTranslation(['settings', 'recovery']);
  const errorMessage = useErrorMessage();
  const status = useQuery(RecoveryCodeStatusQuery, { fetchPolicy: 'cache-and-network' });
  const [issue] = useMutation(IssueRecoveryCodeMutation);
  const [issued, setIssued] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { values, busy, onSubmit, reset, field, serverError } = useValidatedForm<IssueRecoveryCodeField>(
    { currentPassword: '' },
    validateIssueRecoveryCode,
    serverFieldCodes,
  );
  const hasCode = status.data?.me?.hasRecoveryCode;

  const submit = onSubmit(
    async ({ currentPassword }) => {
      // The answer has no user: the status is read again from the server rather than written by hand.
      const { data } = await issue({ variables: { input: { currentPassword } }, refetchQueries: [RecoveryCodeStatusQuery] });
      if (!data) throw new Error('Issue recovery code returned no data');
      reset();
      setIssued(data.issueRecoveryCode.recoveryCode);
    },
    (error) => errorMessage(error, 'settings:recovery.failed', 'settings:recovery.failed'),
  );

  return (
    <section className={`card ${styles.card}`} aria-labelledby="recovery-title">
      <h2 ref={headingRef} id="recovery-title" className={styles.title} tabIndex={-1}>
        {t('recovery.title')}
      </h2>
      {issued ? (
        <RecoveryCodePanel
          username={username}
          code={issued}
          status={t('recovery.issued')}
          note={t('recovery.previousStopped')}
          continueLabel={t('recovery:code.done')}
          onContinue={() => {
            // Done goes with the panel: the card's title keeps the keyboard's place (the button
            // that issued the code comes back disabled, the password being empty again).
            headingRef.current?.focus();
            setIssued(null);
          }}
        />
      ) : (
        <>
          {hasCode === false ? (
            <p className={styles.warning} data-testid="recovery-code-missing">
              {t('recovery.missing')}
            </p>
          ) : (
            <p className={styles.description}>{hasCode ? t('recovery.present') : t('recovery.about')}</p>
          )}
          <form className={styles.form} onSubmit={submit} noValidate>
            <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
            <PasswordField
              label={t('recovery.currentPassword')}
              {...field('currentPassword')}
              autoComplete="current-password"
              placeholder={t('recovery.currentPasswordPlaceholder')}
              help={t('recovery.replaces')}
            />
            <FormError>{serverError}</FormError>
            <button type="submit" className="btn btn-primary" disabled={busy || values.currentPassword === ''}>
              {busy ? t('recovery.issuing') : hasCode === false ? t('recovery.issueFirst') : t('recovery.issue')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
