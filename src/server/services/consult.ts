// A visitor's consult message: kept for the school once the SMS code sent to the mobile is used up.
import type { Database } from '../db/client';
import { clues } from '../db/schema';
import { consumeSmsCode } from './verification';

export interface ConsultMessage {
  clueId?: string;
  name: string;
  mobile: string;
  code: string;
  content: string;
}

/** Uses up the visitor's code (VISITOR_MSG_VERIFY) and saves the message; answers its id. */
export async function saveConsultMessage(db: Database, input: { tenantId: string; clue: ConsultMessage; now: Date }): Promise<{ id: number }> {
  const { tenantId, clue, now } = input;
  // Called after the fields were checked, so that a typo in the name does not use up the visitor's code.
  await consumeSmsCode(db, { tenantId, mobile: clue.mobile, code: clue.code, templateCode: 'VISITOR_MSG_VERIFY', now });
  const [row] = await db
    .insert(clues)
    .values({ tenantId, clueId: clue.clueId, name: clue.name, mobile: clue.mobile, content: clue.content, createdTime: now })
    .returning({ id: clues.id });
  return { id: row!.id };
}
