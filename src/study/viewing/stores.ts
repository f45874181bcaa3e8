// Viewing on behalf of a userId (spec 2 §6): a head teacher (班主任) opens a student of their class
// through the `userId` of any study address. The screens read `$readOnly` to leave out every
// control that writes (the server refuses those writes anyway, code 40301), and the banner names
// whose study it is. The moves between screens keep the userId (router.ts `openStudy`).
import { computed } from 'nanostores';
import { getBrowserClient } from '../../api/browser-client';
import { call } from '../../api/client';
import { createQueryStore, keepShown } from '../query';
import { $onBehalf, $studyRouter } from '../router';

/** True when the screens show someone else's study: nothing may be written for them. */
export const $readOnly = $onBehalf;

/**
 * True in an experience class entered from my learning (the `experience` query, spec 2 §4, §6): the
 * observer looks around and plays contents, but takes no part (the server refuses, code 40302).
 */
export const $observing = computed($studyRouter, (page) => page?.search.experience === '1');

/** Whether the screens offer the controls that take part: sign in, ask, note, comment, like, answer. */
export const $takesPart = computed([$readOnly, $observing], (readOnly, observing) => !readOnly && !observing);

const $viewedParams = computed([$onBehalf, $studyRouter], (onBehalf, page) => (onBehalf && page?.search.userId ? { userId: page.search.userId } : null));

/** Whose study is shown when it is not the signed-in user's: their names, as the server confirms. */
export const $viewedStudent = keepShown(
  createQueryStore('viewedStudent', $viewedParams, ({ userId }) =>
    call(getBrowserClient().GET('/api/teaching/anyone/classStudent/getViewedStudent', { params: { query: { userId } } })),
  ),
);
