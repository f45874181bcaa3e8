// How a route of the contract is declared. Every route of an area carries the area's tag, and
// names its method and path first, as the spec lists its calls; the request and the responses
// stay zod (ARCHITECTURE.md principle 1), so openapi.json and the handlers' types follow them.
import { createRoute, type RouteConfig, type z } from '@hono/zod-openapi';
import { errorEnvelope } from '../envelope';

type Method = RouteConfig['method'];
type Declaration = Omit<RouteConfig, 'method' | 'path' | 'tags'>;

/** The route declarer of one area of the API: `declareRoute('get', '/api/…', { summary, request, responses })`. */
export function routesTagged(tag: string) {
  return <M extends Method, P extends string, D extends Declaration>(method: M, path: P, declaration: D) =>
    // Method, path and tags first: the generated contract lists an operation's fields in this order.
    createRoute({ method, path, tags: [tag], ...declaration });
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
