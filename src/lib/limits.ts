// Length limits of spec 1 §9 and spec 2 §9, read by the form rule sets and by the inputs'
// maxlength attributes and counters alike.

/** The SMS verification code. */
export const CODE_LENGTH = 6;
export const MOBILE_LENGTH = 11;
export const CERTIFICATE_NAME_MAX_LENGTH = 8;
/** The enterprise name of the registration form. */
export const REGISTRATION_NAME_MAX_LENGTH = 11;
export const INVITATION_CODE_MAX_LENGTH = 6;
/** The consult form's name and message (spec 1 §5.1): the form and the server's saveClue refuse the same lengths. */
export const CONSULT_NAME_MAX_LENGTH = 20;
export const CONSULT_CONTENT_MAX_LENGTH = 500;
/** The subject a consult message is sent from ('[电工] …', src/lib/consult.ts) takes at most this much more. */
export const CONSULT_SUBJECT_MAX_LENGTH = 40;
/** What saveClue accepts as content: the visitor's message and the subject before it. */
export const CONSULT_MESSAGE_MAX_LENGTH = CONSULT_CONTENT_MAX_LENGTH + CONSULT_SUBJECT_MAX_LENGTH + 3;
/** Question, note and comment text areas of the study area. */
export const TEXT_AREA_MAX_LENGTH = 100;
/** Seconds before another verification code may be asked for (spec 1 §4, §9). */
export const CODE_COUNTDOWN_SECONDS = 60;
