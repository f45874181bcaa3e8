// The messages a sign-in form shows: rule failures (src/lib/forms.ts, rendered in the page's
// language) beside their fields, and the server's refusals beside the field they name or above
// the submit button. A field's message goes as soon as it is edited.
import { useCallback, useState } from 'react';
import { isApiCallError } from '../../api/client';
import type { MessageKey } from '../../i18n';
import type { FormErrors } from '../../lib/forms';
import { useT } from '../../ui/useT';
import { placeServerMessage } from '../../lib/server-message';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** `serverFields` maps the field names the server's refusals name (Api-Field) to this form's fields. */
export function useFieldErrors<Field extends string>(ids: Record<Field, string>, serverFields: Partial<Record<string, string>>) {
  const t = useT();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();

  /** Shows the rule failures and focuses the first; returns whether the form passed. */
  const passes = useCallback(
    (failures: FormErrors<Field>): boolean => {
      const shown: FieldErrors<Field> = {};
      for (const [field, key] of Object.entries(failures) as [Field, MessageKey][]) shown[field] = t(key);
      setErrors(shown);
      setFormError(undefined);
      const first = Object.keys(shown)[0] as Field | undefined;
      if (first) focusField(ids[first]);
      return first === undefined;
    },
    [t, ids],
  );

  /**
   * Shows why a call failed. The client only logs sign-in refusals (spec 1 §8.1), so the form is
   * where the user learns what went wrong; what they typed stays as it was.
   */
  const showRefusal = useCallback(
    (error: unknown) => {
      if (!isApiCallError(error)) {
        console.error(error);
        setFormError(t('common.error.systemBusy'));
        return;
      }
      if (error.reason === 'cancelled') return;
      const placed = placeServerMessage(error, serverFields);
      // A field this form does not have (the registration's school on the enterprise form) is the form's message.
      if (!placed.field || !(placed.field in ids)) return setFormError(placed.text);
      const field = placed.field as Field;
      setErrors((current) => ({ ...current, [field]: placed.text }));
      focusField(ids[field]);
    },
    [t, ids, serverFields],
  );

  const setError = useCallback((field: Field, message: string | undefined) => setErrors((current) => ({ ...current, [field]: message })), []);
  const clearError = useCallback((field: Field) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)), []);

  /** What a field component takes from the form: its id, its message, and a change that clears the message. */
  function fieldProps<Value>(field: Field, set: (value: Value) => void) {
    return {
      id: ids[field],
      error: errors[field],
      onChange(value: Value) {
        set(value);
        clearError(field);
      },
    };
  }

  return { errors, formError, passes, showRefusal, setError, clearError, setFormError, fieldProps };
}

// The keyboard user lands on the problem; a screen reader reads it with the field (aria-describedby).
function focusField(id: string): void {
  document.getElementById(id)?.focus();
}
