// How a route of the contract is declared. Every route of an area carries the area's tag, and
// names its method and path first, as the spec lists its calls; the request and the responses
// stay zod (ARCHITECTURE.md principle 1), so openapi.json and the handlers' types follow them.
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { errorEnvelope, okResponse, pageOf } from '../envelope';

type Method = RouteConfig['method'];
type Declaration = Omit<RouteConfig, 'method' | 'path' | 'tags'>;
type Query = NonNullable<NonNullable<RouteConfig['request']>['query']>;

/** The route declarer of one area of the API: `declareRoute('get', '/api/…', { summary, request, responses })`. */
export function routesTagged(tag: string) {
  return <M extends Method, P extends string, D extends Declaration>(method: M, path: P, declaration: D) =>
    // Method, path and tags first: the generated contract lists an operation's fields in this order.
    createRoute({ method, path, tags: [tag], ...declaration });
}

/**
 * An object the contract names among its schemas (components.schemas): `component('Course', { id: …, … })`.
 * The name stands first, beside the constant, as an operation names its method and path first.
 */
export function component<T extends z.ZodRawShape>(name: string, shape: T) {
  return z.object(shape).openapi(name);
}

/**
 * A request body of JSON; `required` false when the call may come without one (the contract then
 * states nothing, OpenAPI's default, and a call without a JSON body reaches the handler without one).
 */
export function jsonBody<T extends z.ZodType>(schema: T, required = true) {
  return { body: { content: { 'application/json': { schema } }, ...(required ? { required } : {}) } };
}

/** A refusal a route declares besides the client mistake: the error envelope under its status. */
export function refusal(description: string) {
  return { description, content: { 'application/json': { schema: errorEnvelope } } };
}

// The request and answer of the two calls most areas declare, spread into a declaration after its
// summary and description: `{ summary, ...readCall(query, Answer) }`.

/** A read: its parameters in the query, the answer's data in the envelope. */
export function readCall<Q extends Query, T extends z.ZodType>(query: Q, data: T) {
  return { request: { query }, responses: okResponse(data) };
}

/** A page of a list: the paging request as a JSON body (`required` as jsonBody's), a page of records answered. */
export function pageCall<B extends z.ZodType, T extends z.ZodType>(body: B, record: T, required = true) {
  return { request: jsonBody(body, required), responses: okResponse(pageOf(record)) };
}
