import { Ajv, type ValidateFunction } from 'ajv';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

// Every answer is written by a serialiser compiled once from the route's zod response schema
// (decision 122): z.toJSONSchema → an ajv check (the refusals zod made: type, required field,
// pattern, enum, integer) and fast-json-stringify (only the declared fields, so an extra column is
// stripped as zod stripped it). Zod stays the single source of schemas; a schema that JSON Schema
// cannot say exactly (a transform, a refine, a date object) keeps today's zod serialiser.

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

/** Why a response schema keeps the zod serialiser, or undefined when it is compiled. */
export type Fallback = string | undefined;

const ajv = new Ajv({
  strict: false,
  strictNumbers: true,
  validateFormats: false, // every format kept below also carries its pattern, which ajv checks
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
  allErrors: false,
});

/** A response the schema refuses: the error handler answers 500 with the pt-BR internal error. */
export class ResponseRefusedError extends Error {
  constructor(
    readonly route: string,
    readonly issues: unknown,
  ) {
    super(`Resposta fora do schema em ${route}`);
  }
}

/** JSON Schema of the output, or the reason it would not say what zod checks. */
export function toOutputJsonSchema(schema: z.ZodType): { json: JsonSchema } | { fallback: string } {
  let fallback: string | undefined;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      override: ({ zodSchema, jsonSchema }) => {
        const def = zodSchema._zod.def as {
          type: string;
          checks?: { _zod: { def: { check: string } } }[];
          catchall?: unknown;
        };
        const custom = def.checks?.some((c) => c._zod.def.check === 'custom');
        if (custom) fallback ??= 'refine';
        // A plain z.object strips unknown keys: no additionalProperties, so ajv lets them pass and
        // fast-json-stringify leaves them out; z.strictObject keeps its refusal.
        if (def.type === 'object' && def.catchall === undefined) delete jsonSchema.additionalProperties;
        if (typeof jsonSchema.format === 'string' && typeof jsonSchema.pattern !== 'string') {
          fallback ??= `format ${jsonSchema.format}`;
        }
      },
    }) as JsonSchema;
  } catch (error) {
    return { fallback: (error as Error).message };
  }
  delete json.$schema;
  return fallback ? { fallback } : { json };
}

type Compiled = { check: ValidateFunction; stringify: Serialize } | { fallback: string };

function compile(schema: z.ZodType): Compiled {
  const converted = toOutputJsonSchema(schema);
  if ('fallback' in converted) return converted;
  let check: ValidateFunction;
  let stringify: Serialize;
  try {
    check = ajv.compile(converted.json);
    stringify = fastJson(converted.json as unknown as Parameters<typeof fastJson>[0]) as Serialize;
  } catch (error) {
    return { fallback: (error as Error).message };
  }
  return { check, stringify };
}

// One compilation per schema object, on its first answer: a shared schema (the error answer) is
// compiled once for every route, and an app that starts does not pay for routes it never answers.
const compiled = new WeakMap<z.ZodType, Compiled>();
const fallbacks = new Map<string, string>();

/** Which routes' answers keep the zod serialiser so far, and why (for the decision's list). */
export const serializerFallbacks = (): ReadonlyMap<string, string> => fallbacks;

let watcher: ((route: string, schema: unknown) => void) | undefined;
/** Calls `watch` with every route's response schema as Fastify hands it over (the audit script). */
export const watchResponseSchemas = (watch: typeof watcher) => {
  watcher = watch;
};

export const fastSerializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  const { schema, method, url, httpStatus } = routeSchema as {
    schema: unknown;
    method: string;
    url: string;
    httpStatus?: string;
  };
  const route = `${method} ${url} ${httpStatus ?? ''}`.trim();
  watcher?.(route, schema);
  if (!(schema instanceof $ZodType)) return zodSerializerCompiler(routeSchema as never);
  const zodSchema = schema as unknown as z.ZodType;
  let serialize: Serialize | undefined;
  return (data: unknown) => {
    if (!serialize) {
      let result = compiled.get(zodSchema);
      if (!result) {
        result = compile(zodSchema);
        compiled.set(zodSchema, result);
      }
      if ('check' in result) {
        const { check, stringify } = result;
        serialize = (value) => {
          if (!check(value)) throw new ResponseRefusedError(route, check.errors);
          return stringify(value);
        };
      } else {
        fallbacks.set(route, result.fallback);
        serialize = zodSerializerCompiler(routeSchema as never) as Serialize;
      }
    }
    return serialize(data);
  };
};
