// The consult form (spec 1 §7.3): a visitor's message to the school, checked against the SMS
// code sent to their mobile.
import { z } from '@hono/zod-openapi';
import { characterCount } from '../../lib/forms';
import { CODE_LENGTH, CONSULT_MESSAGE_MAX_LENGTH, CONSULT_NAME_MAX_LENGTH, MOBILE_LENGTH } from '../../lib/limits';
import { isMobile, isName } from '../../lib/validators';
import type { Api } from '../context';
import { ok, okResponse } from '../envelope';
import type { ApiMessageKey } from '../messages';
import { tenantOf } from '../request';
import { saveConsultMessage } from '../services/consult';
import { jsonBody, routesTagged } from './declare';

const declareRoute = routesTagged('school');

// The consult form's own rules (src/lib/forms.ts, consultRules) with the same limits, so a visitor
// is never refused here for what the form let through; the messages are catalogue keys, read in the
// visitor's language.
const consultText = (required: ApiMessageKey, max: number, tooLong: ApiMessageKey) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((text) => characterCount(text) <= max, tooLong);
const Clue = z.object({
  clueId: z.string().max(64).optional().openapi({ description: 'The user or visitor id of whoever leaves the message' }),
  name: consultText('api.consult.nameRequired', CONSULT_NAME_MAX_LENGTH, 'api.consult.nameTooLong').refine(isName, 'api.name.format' satisfies ApiMessageKey),
  mobile: z
    .string({ error: 'api.consult.phoneRequired' satisfies ApiMessageKey })
    .trim()
    .min(1, 'api.consult.phoneRequired' satisfies ApiMessageKey)
    .max(MOBILE_LENGTH, 'api.mobile.format' satisfies ApiMessageKey)
    .refine(isMobile, 'api.mobile.format' satisfies ApiMessageKey),
  code: z
    .string({ error: 'api.code.required' satisfies ApiMessageKey })
    .trim()
    .min(1, 'api.code.required' satisfies ApiMessageKey)
    .max(CODE_LENGTH, 'api.code.format' satisfies ApiMessageKey),
  // The visitor's words and the subject they were sent from (src/lib/consult.ts).
  content: consultText('api.consult.contentRequired', CONSULT_MESSAGE_MAX_LENGTH, 'api.consult.contentTooLong'),
});

const saveClue = declareRoute('post', '/api/universityAdvertise/anyUser/clue/saveClue', {
  summary: 'Leaves a consult message; the SMS code sent with templateCode VISITOR_MSG_VERIFY is checked and used up',
  request: jsonBody(Clue),
  responses: okResponse(z.object({ id: z.number().int() })),
});

export function registerConsultRoutes(app: Api) {
  app.openapi(saveClue, async (c) => {
    const tenantId = await tenantOf(c);
    const { db, now } = c.get('deps');
    return ok(c, await saveConsultMessage(db, { tenantId, clue: c.req.valid('json'), now: now() }));
  });
}
