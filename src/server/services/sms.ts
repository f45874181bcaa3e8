// Delivering SMS messages. The reference server has no gateway of its own: in development mode
// (PORTAL_DEV=1) messages go to the outbox table, read back through /api/dev/sms-outbox; an
// operator plugs a real gateway in with useSmsGateway().
import { desc, eq } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { smsOutbox } from '../db/schema';
import { ApiError } from '../envelope';
import { say } from '../messages';

/**
 * The template a message was written from and its parameters, for gateways that send by template
 * id (as Chinese SMS services do) rather than by text.
 */
export interface SmsTemplate {
  templateCode: string;
  params: { code: string };
}

export interface SmsProvider {
  send(mobile: string, text: string, template: SmsTemplate): Promise<void>;
}

/** The development provider: the message is written to the outbox, in the caller's transaction. */
export function outboxProvider(db: Database, now: () => Date): SmsProvider {
  return {
    async send(mobile, text, template) {
      await db.insert(smsOutbox).values({ mobile, text, templateCode: template.templateCode, code: template.params.code, createdTime: now() });
    },
  };
}

let gateway: SmsProvider | undefined;

/** Installs the gateway used outside development mode (process-wide). */
export function useSmsGateway(provider: SmsProvider | undefined): void {
  gateway = provider;
}

const noGateway: SmsProvider = {
  async send() {
    throw new ApiError(503, say('api.sms.unavailable'));
  },
};

export function smsProviderFor(config: ServerConfig, db: Database, now: () => Date): SmsProvider {
  if (config.dev) return outboxProvider(db, now);
  return gateway ?? noGateway;
}

/** The message a student reads on their phone, in their school's language. */
export function smsText(input: { code: string; validMinutes: number; schoolName?: string; locale?: string }): string {
  if (input.locale === 'en') {
    return `[${input.schoolName ?? 'Cloud School'}] Your verification code is ${input.code}. It expires in ${input.validMinutes} minutes. Do not share it with anyone.`;
  }
  return `【${input.schoolName ?? '数字云校'}】您的验证码是 ${input.code}，${input.validMinutes} 分钟内有效，请勿告诉他人。`;
}

/** The development outbox's messages to `mobile`, latest first. */
export async function outboxOf(db: Database, mobile: string, limit: number) {
  const messages = await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.id)).limit(limit);
  return messages.map((message) => ({ mobile: message.mobile, code: message.code, templateCode: message.templateCode, createdTime: message.createdTime.toISOString() }));
}
