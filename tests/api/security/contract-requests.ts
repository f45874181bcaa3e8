// Requests for every operation of the contract (src/api/openapi.json, read at run time, so a new
// route is covered as soon as it is declared): each required field and every id-like field filled
// with a value its schema accepts, ids taken from a table the test gives (another school's rows,
// for the cross-tenant sweep). What the attacker suites send when a call must get past validation
// to reach the rule under test.
import contract from '../../../src/api/openapi.json';

interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
}

interface Parameter {
  $ref?: string;
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}

const doc = contract as unknown as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> } };

function resolve<T extends { $ref?: string }>(node: T): T {
  let current: { $ref?: string } = node;
  while (current.$ref) {
    const [, , kind, name] = current.$ref.split('/');
    current = (kind === 'parameters' ? doc.components.parameters : doc.components.schemas)[name!]!;
  }
  return current as T;
}

/** Values for id-like fields, by name; `id` and any other id-like name not listed take `otherId`. */
export type IdValues = Record<string, string | number> & { otherId: number };

const isIdName = (name: string) => name === 'id' || name === 'ids' || /Ids?$/.test(name);

function sample(raw: Schema, ids: IdValues, name = '', depth = 0): unknown {
  const schema = resolve(raw);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return sample(variants.find((variant) => resolve(variant).type !== 'null') ?? variants[0]!, ids, name, depth);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part, ids, name, depth)));
  if (schema.enum) return schema.enum[0];
  if (isIdName(name) && schema.type !== 'array' && schema.type !== 'object') {
    const value = ids[name] ?? ids.otherId;
    return schema.type === 'string' ? String(value) : Number(value);
  }
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array': {
      const item = sample(schema.items ?? {}, ids, name.replace(/s$/, ''), depth + 1);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'string':
      if (schema.format === 'date-time') return new Date(0).toISOString();
      if (/mobile/i.test(name)) return '13800138000';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default: {
      if (depth > 4) return {};
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || isIdName(key) || key === 'model') object[key] = sample(property, ids, key, depth + 1);
      }
      return object;
    }
  }
}

export interface ContractRequest {
  method: string;
  path: string;
  /** The path with its path parameters filled and its query. */
  url: string;
  body?: unknown;
  signedIn: boolean;
}

/** Every operation of the contract, as a request that its schemas accept. */
export function contractRequests(ids: IdValues): ContractRequest[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const query = new URLSearchParams();
      let url = path;
      for (const raw of operation.parameters ?? []) {
        const parameter = resolve(raw);
        if (parameter.in !== 'query' && parameter.in !== 'path') continue;
        if (!parameter.required && !isIdName(parameter.name)) continue;
        const value = sample(parameter.schema ?? {}, ids, parameter.name);
        const text = Array.isArray(value) ? value.join(',') : String(value);
        if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(text));
        else query.set(parameter.name, text);
      }
      const schema = operation.requestBody?.content['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        url: query.size ? `${url}?${query}` : url,
        body: schema ? sample(schema, ids) : undefined,
        signedIn: Boolean(operation.security?.length),
      };
    }),
  );
}
