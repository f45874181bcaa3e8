// What the client tests share (client.test.ts: the shared behaviour; browser-client.test.ts: the
// page's client): the real app as the client's fetch, stubbed answers, and reading a refusal.
import type { Client } from 'openapi-fetch';
import { expect } from 'vitest';
import { ApiCallError } from '../../../src/api/client';
import type { TestServer } from './test-server';

export const BASE = 'http://portal.test';
export const TENANT_BY_PRE_DOMAIN = '/api/system/anyTenant/defTenant/getTenantByPreDomain';
export const SYSTEM_BUSY = '系统繁忙，请稍后再试';

/** The real app as the client's fetch, remembering what it was sent. */
export function appFetch(server: TestServer) {
  const sent: Request[] = [];
  const fetch = (request: Request) => {
    sent.push(request.clone());
    return server.app.fetch(request);
  };
  return { sent, fetch };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** For paths the contract does not declare (stubbed situations): any path, any parameters. */
export type LooseClient = Client<Record<string, { get: unknown; post: unknown }>>;

/** The ApiCallError a call rejects with (the test fails if it resolves or rejects with anything else). */
export async function rejection(promise: Promise<unknown>): Promise<ApiCallError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiCallError);
  return error as ApiCallError;
}
