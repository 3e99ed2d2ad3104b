import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hasErrors, type FormErrors } from './validation';

/**
 * The state every account form shares: values, the rules' errors (cleared per field on edit),
 * the server's error text and the busy flag (spec section 4: inputs disabled while submitting).
 */
export function useValidatedForm<Field extends string>(
  initial: Record<Field, string>,
  validate: (values: Record<Field, string>) => FormErrors<Field>,
) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<Field>>({ form: null, fields: {} });
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ form: null, fields: { ...current.fields, [field]: undefined } }));
    setServerError(null);
  };

  /**
   * A submit handler: when the values pass the rules, runs `send` with the form busy. A failure
   * shows `describeFailure(error)` and frees the form; after a success the form stays busy
   * (pages navigate away) unless `send` calls `reset`.
   */
  const onSubmit = (send: (values: Record<Field, string>) => Promise<void>, describeFailure: (error: unknown) => string) => (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) return;
    setBusy(true);
    send(values).catch((error: unknown) => {
      setServerError(describeFailure(error));
      setBusy(false);
    });
  };

  const reset = () => {
    setValues(initial);
    setBusy(false);
  };

  /** The translated message under a field, or null. */
  const fieldError = (field: Field) => {
    const key = errors.fields[field];
    return key ? t(key) : null;
  };

  /** The server's error, else the rules' form-level message. */
  const formMessage = serverError ?? (errors.form ? t(errors.form) : null);

  return { values, busy, edit, onSubmit, reset, fieldError, serverError, formMessage };
}
