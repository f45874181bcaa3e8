// The SMS code call carries a signature over its query (src/lib/sms-signature.ts). Register it
// after the timestamp: it signs the query exactly as sent, `_t` included, so the server can
// recompute it.
import type { Middleware } from 'openapi-fetch';
import { SMS_SIGNATURE_HEADER, smsSignature } from '../../lib/sms-signature';
import type { paths } from '../schema';

export const SMS_CODE_PATH = '/api/oauth/anyTenant/sendSmsCode' satisfies keyof paths;

export function smsSignatureMiddleware(accessKey: string): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (schemaPath !== SMS_CODE_PATH || request.method !== 'GET') return undefined;
      const headers = new Headers(request.headers);
      headers.set(SMS_SIGNATURE_HEADER, smsSignature(Object.fromEntries(new URL(request.url).searchParams), accessKey));
      return new Request(request, { headers });
    },
  };
}
