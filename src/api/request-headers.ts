// What every call to the platform API carries (spec 1 §7.1): the headers naming the caller and the
// GET timestamp. The typed client's middleware (./client.ts) applies them to every call; a page
// script that cannot afford the client (the certificate query's first captcha) applies the same
// ones to a plain fetch. Small and free of the client's dependencies for that reason.
import type { Locale } from '../i18n/locale';

/** The headers of spec 1 §7.1. The spec names only tenantId, schoolId, token, platformType and applicationId. */
export const HEADER = {
  tenantId: 'tenantId',
  schoolId: 'schoolId',
  token: 'token',
  grayVersion: 'gray-version',
  platformType: 'platformType',
  applicationId: 'applicationId',
  authorization: 'Authorization',
  acceptLanguage: 'Accept-Language',
} as const;

/** This product's code in the platformType header: the PC web portal of the cloud school. */
export const PLATFORM_TYPE = 'CLOUD_SCHOOL_PC';

export interface ApiCredentials {
  clientId: string;
  clientSecret: string;
  /** The SMS signature's access key (src/lib/sms-signature.ts). */
  smsAccessKey: string;
}

/** What the headers say about the caller, read afresh for every request. */
export interface RequestContext {
  tenantId?: string;
  schoolId?: string;
  token?: string;
  applicationId?: string;
  grayVersion?: string;
  /** The language of 'system busy', of the fallback session message and, through Accept-Language, of the server's messages. */
  locale?: Locale;
}

export function publicEnv(): Record<string, string | undefined> {
  // import.meta.env exists under Vite (Astro, Vitest) only; plain Node (tsx scripts) has none.
  try {
    return (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env ?? {};
  } catch {
    return {};
  }
}

/** The configured credentials, falling back to the demo values (ARCHITECTURE.md, fixed points). */
export function defaultCredentials(): ApiCredentials {
  const env = publicEnv();
  return {
    clientId: env.PUBLIC_CLIENT_ID || 'portal-web',
    clientSecret: env.PUBLIC_CLIENT_SECRET || 'portal-web-secret',
    smsAccessKey: env.PUBLIC_SMS_ACCESS_KEY || 'portal-sms-key',
  };
}

export function basicAuthorization({ clientId, clientSecret }: Pick<ApiCredentials, 'clientId' | 'clientSecret'>): string {
  // btoa takes Latin-1 only; encoding to UTF-8 first keeps any configured secret representable.
  const bytes = new TextEncoder().encode(`${clientId}:${clientSecret}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/** The shared headers of a call, as name and value pairs; a header with no value is left out. */
export function requestHeaders(context: RequestContext, authorization: string): [string, string][] {
  const headers: [string, string | undefined][] = [
    [HEADER.tenantId, context.tenantId],
    [HEADER.schoolId, context.schoolId || context.tenantId],
    [HEADER.token, context.token],
    [HEADER.grayVersion, context.grayVersion],
    [HEADER.platformType, PLATFORM_TYPE],
    [HEADER.applicationId, context.applicationId],
    [HEADER.authorization, authorization],
    // The server words its refusals in the page's language; a client without one (the build) gets the API's English.
    [HEADER.acceptLanguage, context.locale],
  ];
  return headers.filter((header): header is [string, string] => Boolean(header[1]));
}

/** Every GET carries a timestamp parameter `_t` (spec 1 §7.1). */
export function stampTime(url: URL, now: number = Date.now()): URL {
  url.searchParams.set('_t', String(now));
  return url;
}
