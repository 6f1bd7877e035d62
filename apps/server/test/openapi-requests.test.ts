import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createGeneratorSync } from 'json-schema-faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, todayInIndia } from '@basera/contract';
import { signedInOwner, type Owner } from './fixtures';
import { createTestApp, type TestApp } from './harness';
import { adminEnv, signedInAdmin } from './support';

/**
 * The OpenAPI document describes what the server takes: requests generated from the document's
 * own schemas (json-schema-faker), kept only when the document itself finds them valid (ajv),
 * are never refused as invalid. Every operation of the document is walked, so a new route is
 * held to its description without anyone listing it. Besides JSON Schema, the document uses
 * three keywords of its own for rules JSON Schema cannot state (plugins/openapi.ts):
 * `x-same-as`, `x-not-above`, `x-not-before: today` and `x-needs`; the generator honours them as a client
 * reading the document would.
 */

type Schema = Record<string, unknown> & {
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};
type Parameter = {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
};
type Part = 'path' | 'query' | 'body';
type Generated = Partial<Record<Part, Record<string, unknown>>>;

/** Requests the document finds valid, sent to each operation. */
const REQUESTS_PER_OPERATION = Number(process.env.OPENAPI_REQUESTS ?? 20);
/** Generated requests the document refuses (json-schema-faker ignores lookaheads) are skipped. */
const MAX_GENERATED = REQUESTS_PER_OPERATION * 20;

let t: TestApp;
let owner: Owner;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let document: { paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  owner = await signedInOwner(t);
  admin = await signedInAdmin(t);
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}, 60_000);
afterAll(() => t.close());

const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);

/** The parts of a request as one JSON Schema object, for one generation and one validation. */
function requestSchema(operation: Operation): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const part of ['path', 'query'] as const) {
    const parameters = (operation.parameters ?? []).filter((p) => p.in === part);
    if (parameters.length === 0) continue;
    properties[part] = {
      type: 'object',
      properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
      required: parameters.filter((p) => p.required).map((p) => p.name),
      additionalProperties: false,
    };
    required.push(part);
  }
  const body = operation.requestBody?.content['application/json']?.schema;
  if (body) {
    properties.body = body;
    if (operation.requestBody?.required) required.push('body');
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

/** Every object schema of a part, through allOf, oneOf and anyOf. */
function objectSchemas(schema: Schema | undefined): Schema[] {
  if (!schema) return [];
  const nested = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  return [schema, ...nested.flatMap(objectSchemas)];
}

/** The date, or today in India where it is past. */
function notBeforeToday(value: string): string {
  const today = todayInIndia();
  return value >= today ? value : today;
}

/** What a client does with the document's own keywords: equal, ordered, not in the past, together. */
function honourOwnKeywords(request: Generated, schema: Schema) {
  for (const part of ['path', 'query', 'body'] as const) {
    const values = request[part];
    if (!values || typeof values !== 'object') continue;
    for (const objectSchema of objectSchemas(schema.properties?.[part])) {
      for (const [name, property] of Object.entries(objectSchema.properties ?? {})) {
        if (!(name in values)) continue;
        const sameAs = property['x-same-as'];
        if (typeof sameAs === 'string' && sameAs in values) values[name] = values[sameAs];
        const notAbove = property['x-not-above'];
        if (typeof notAbove === 'string' && notAbove in values) {
          const [low, high] = [Number(values[name]), Number(values[notAbove])];
          if (low > high) [values[name], values[notAbove]] = [values[notAbove], values[name]];
        }
        if (property['x-not-before'] === 'today' && typeof values[name] === 'string')
          values[name] = notBeforeToday(values[name] as string);
        // A field (or one value of it) that needs another: a client leaves it out without that one.
        const needs = property['x-needs'];
        const other: unknown =
          needs && typeof needs === 'object'
            ? (needs as Record<string, string>)[String(values[name])]
            : needs;
        if (typeof other === 'string' && !(other in values)) delete values[name];
      }
    }
  }
}

function tokenFor(operation: Operation, index: number): Record<string, string> {
  const roles = (operation.security ?? []).flatMap((requirement) =>
    Object.keys(requirement).length === 0 ? ['none'] : (requirement.bearer ?? []),
  );
  if (roles.length === 0) return {};
  if (roles.includes('user') && (!roles.includes('admin') || index % 2 === 0)) return owner.headers;
  if (roles.includes('admin')) return admin.headers;
  // An optional token: with and without.
  return index % 2 === 0 ? owner.headers : {};
}

function urlOf(route: string, request: Generated): string {
  const path = route.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(request.path?.[name] ?? '')),
  );
  const query = new URLSearchParams(
    Object.entries(request.query ?? {}).map(([key, value]): [string, string] => [
      key,
      String(value),
    ]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/** A refusal of the request's form: field messages, or the framework's 'invalid input'. */
function refusedAsInvalid(status: number, body: string): boolean {
  if (status !== 400) return false;
  const answer = JSON.parse(body) as { error?: string; fields?: unknown };
  return (
    answer.fields !== undefined ||
    [API_MSG.invalidInput, API_MSG.malformedJson, API_MSG.nestedTooDeep].includes(
      answer.error as never,
    )
  );
}

const operations = () =>
  Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route, method, operation })),
  );

describe('requests valid by the OpenAPI document', () => {
  it('are never refused as invalid, on any operation of the document', async () => {
    /** The first request refused, per operation. */
    const refused: string[] = [];
    const tried: string[] = [];
    for (const { route, method, operation } of operations()) {
      const name = `${method.toUpperCase()} ${route}`;
      const schema = requestSchema(operation);
      const valid: ValidateFunction = ajv.compile(schema);
      const generator = createGeneratorSync({ seed: 2026, optionalsProbability: 0.5 });
      let sent = 0;
      for (let index = 0; index < MAX_GENERATED && sent < REQUESTS_PER_OPERATION; index++) {
        const request = generator.generate(schema) as Generated;
        honourOwnKeywords(request, schema);
        if (!valid(request)) continue;
        sent += 1;
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: urlOf(route, request),
          headers: tokenFor(operation, index),
          ...(request.body !== undefined && { payload: request.body }),
        });
        if (res.statusCode >= 500 || refusedAsInvalid(res.statusCode, res.body)) {
          refused.push(`${name} ${JSON.stringify(request)} → ${res.statusCode} ${res.body}`);
          break;
        }
      }
      if (sent < REQUESTS_PER_OPERATION && !refused.at(-1)?.startsWith(`${name} `))
        refused.push(`${name}: only ${sent} generated requests were valid by the document`);
      tried.push(name);
    }
    expect(refused).toEqual([]);
    expect(tried.length).toBeGreaterThan(40);
  }, 600_000);
});
