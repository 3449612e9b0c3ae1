import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import build from 'fast-json-stringify';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializer,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * A route's response schema is a zod schema (the shared contract, also the OpenAPI document). Each
 * one is compiled once into Fastify's own serializer (fast-json-stringify) from its JSON Schema:
 * it writes only the declared fields, without running zod over every answer. A schema that JSON
 * Schema cannot state (a transform, a custom check) keeps zod's serializer.
 *
 * With `checked` (every environment but production) each answer is also encoded by zod, which
 * refuses an answer that breaks its schema, and the two texts must say the same: the test suites
 * prove the compiled serializer on every answer they get.
 */
export function compiledSerializer({
  checked,
}: {
  checked: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const zod = zodSerializer(route as Parameters<typeof zodSerializer>[0]) as Serialize;
    // Compiled on the route's first answer: an app built for a test compiles only what it uses.
    let serialize: Serialize | null | undefined;
    return (data) => {
      serialize ??= compiledFor(route.schema);
      if (!serialize) return zod(data);
      if (!checked) return serialize(data);
      const expected = zod(data);
      const written = serialize(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        const message = `compiled serializer wrote ${written}, zod ${expected}`;
        throw new ResponseSerializationError(route.method, route.url, {
          cause: new z.ZodError([{ code: 'custom', path: [], message, input: data }]),
        });
      }
      return written;
    };
  };
}

// The error envelope and the shared value schemas serve many routes: each is compiled once.
const compiledSchemas = new WeakMap<object, Serialize | null>();

function compiledFor(schema: unknown): Serialize | null {
  if (typeof schema !== 'object' || schema === null) return null;
  let serialize = compiledSchemas.get(schema);
  if (serialize === undefined) {
    serialize = compile(schema);
    compiledSchemas.set(schema, serialize);
  }
  return serialize;
}

/** fast-json-stringify from the schema's JSON Schema, or null where that cannot say it all. */
export function compile(schema: unknown): Serialize | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      // A transform or custom type has no JSON Schema: zod's serializer keeps that route.
      unrepresentable: 'throw',
    });
    return build(json as Parameters<typeof build>[0]) as Serialize;
  } catch {
    return null;
  }
}
