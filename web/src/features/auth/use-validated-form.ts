import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorCode } from '@/shared/api/error-message';
import { hasErrors, type FormErrors } from './validation';

/** Server error codes that belong under one field (e.g. USERNAME_TAKEN under the username). */
export type ServerFieldCodes<Field extends string> = Partial<Record<string, Field>>;

/** The field a failed submit's error belongs under, or null for a form-level message. */
export function serverErrorField<Field extends string>(error: unknown, codes: ServerFieldCodes<Field>): Field | null {
  const code = getErrorCode(error);
  return (code !== undefined && codes[code]) || null;
}

/**
 * The state every account form shares: values, the rules' errors (cleared per field on edit),
 * the server's error text (under the field its code belongs to, else for the whole form) and the
 * busy flag (spec section 4: inputs disabled while submitting).
 */
export function useValidatedForm<Field extends string>(
  initial: Record<Field, string>,
  validate: (values: Record<Field, string>) => FormErrors<Field>,
  serverFieldCodes: ServerFieldCodes<Field> = {},
) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<Field>>({ form: null, fields: {} });
  // A failed submit, kept as the error and how to describe it rather than as text, so that the
  // message follows a language switch on the same screen; under `field`, else for the whole form.
  const [failure, setFailure] = useState<{ error: unknown; describe: (error: unknown) => string; field: Field | null } | null>(null);
  const [busy, setBusy] = useState(false);
  // Disabled while busy, the focused input or button loses focus to the page; after a failure it
  // gets it back, so a keyboard user stays where they were.
  const focusAfterFailure = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!busy) focusAfterFailure.current?.focus();
    focusAfterFailure.current = null;
  }, [busy]);

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ form: null, fields: { ...current.fields, [field]: undefined } }));
    setFailure((current) => (current === null || current.field === null || current.field === field ? null : current));
  };

  /**
   * A submit handler: when the values pass the rules, runs `send` with the form busy. A failure
   * shows `describeFailure(error)` and frees the form; after a success the form stays busy
   * (pages navigate away) unless `send` calls `reset`.
   */
  const onSubmit =
    (send: (values: Record<Field, string>) => Promise<void>, describeFailure: (error: unknown) => string) => (event: FormEvent) => {
      event.preventDefault();
      if (busy) return;
      const found = validate(values);
      setErrors(found);
      setFailure(null);
      if (hasErrors(found)) return;
      setBusy(true);
      const focused = document.activeElement;
      send(values).catch((error: unknown) => {
        focusAfterFailure.current = focused as HTMLElement | null;
        setFailure({ error, describe: describeFailure, field: serverErrorField(error, serverFieldCodes) });
        setBusy(false);
      });
    };

  const reset = () => {
    setValues(initial);
    setBusy(false);
  };

  /** The translated message under a field (a rule's, else the server's), or null. */
  const fieldError = (field: Field) => {
    const key = errors.fields[field];
    if (key) return t(key);
    return failure !== null && failure.field === field ? failure.describe(failure.error) : null;
  };

  /** The server's error for the whole form, or null. */
  const serverError = failure !== null && failure.field === null ? failure.describe(failure.error) : null;
  /** The server's error, else the rules' form-level message. */
  const formMessage = serverError ?? (errors.form ? t(errors.form) : null);

  /** What binds a TextField or PasswordField to `name`: its value, its edits, its error, the busy state. */
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => edit(name, event.target.value),
    error: fieldError(name),
    disabled: busy,
  });

  return { values, busy, edit, onSubmit, reset, field, fieldError, serverError, formMessage };
}
