// The consult form's calls: the visitor's SMS code and the message itself (spec 1 §7.2, §7.3).
// Failures reach the caller as ApiCallError, already shown as a toast by the client.
import { call, type RequestBody } from '../../api/client';
import { getBrowserClient } from '../../api/browser-client';

/** The consult form's template (spec 1 §7.2); the server checks the code against it. */
export const CONSULT_TEMPLATE_CODE = 'VISITOR_MSG_VERIFY';

export function sendConsultCode(mobile: string) {
  return call(getBrowserClient().GET('/api/oauth/anyTenant/sendSmsCode', { params: { query: { mobile, templateCode: CONSULT_TEMPLATE_CODE } } }));
}

export type Clue = RequestBody<'/api/universityAdvertise/anyUser/clue/saveClue'>;

export function saveClue(clue: Clue) {
  return call(getBrowserClient().POST('/api/universityAdvertise/anyUser/clue/saveClue', { body: clue }));
}
