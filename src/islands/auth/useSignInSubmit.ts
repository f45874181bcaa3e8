// How every sign-in form submits (login, both registrations): once at a time, only when its rules
// pass, and ending in completeSignIn. A refusal leaves the form usable again with what was typed,
// the reason shown where useFieldErrors places it.
import { useState, type SubmitEvent } from 'react';
import type { LoginResult } from '../../stores/session';
import { completeSignIn } from './complete-sign-in';

interface SignInSteps {
  /** Shows the rule failures; false stops the submit before any call. */
  check: () => boolean;
  /** The calls that sign the user in. */
  signIn: () => Promise<LoginResult>;
  successMessage: string;
}

export function useSignInSubmit(showRefusal: (error: unknown) => void) {
  const [submitting, setSubmitting] = useState(false);

  /** The form's onSubmit handler for these steps. */
  function submitter({ check, signIn, successMessage }: SignInSteps) {
    return async (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting || !check()) return;
      setSubmitting(true);
      try {
        await completeSignIn(await signIn(), { successMessage });
      } catch (error) {
        setSubmitting(false);
        showRefusal(error);
      }
    };
  }

  return { submitting, submitter };
}
