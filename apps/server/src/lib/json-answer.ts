import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './responses.js';

/** Serializes a route's success value through the route's own response schema. */
export type SerializeAnswer = (value: unknown) => string;

/** The envelope around `value` through the route's response schema (its 200 serializer). */
export function schemaSerializer(reply: FastifyReply): SerializeAnswer {
  return (value) => {
    const text = reply.serialize(ok(value));
    return typeof text === 'string' ? text : Buffer.from(text as ArrayBuffer).toString('utf8');
  };
}

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/**
 * A JSON answer already serialized (through the route's response schema when it was built), so
 * that sending it again skips serialization. Compressed copies are made on first demand and
 * kept with it.
 */
export class JsonAnswer {
  private readonly copies: Partial<Record<Encoding, Buffer>> = {};

  constructor(readonly body: string) {}

  get compressible(): boolean {
    return this.body.length >= COMPRESS_FROM_BYTES;
  }

  encoded(encoding: Encoding): Buffer {
    let copy = this.copies[encoding];
    if (!copy) {
      copy =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.body),
              },
            })
          : gzipSync(this.body, { level: 9 });
      this.copies[encoding] = copy;
    }
    return copy;
  }
}

/** The best encoding the client accepts (brotli, then gzip), or null. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return null;
  let gzip = false;
  for (const item of text.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends a JSON text as it is (compressed when the client takes it and it is worth it). */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: JsonAnswer | string,
): FastifyReply {
  reply.type(JSON_TYPE);
  if (typeof answer === 'string') return reply.send(answer);
  if (!answer.compressible) return reply.send(answer.body);
  reply.header('vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.body);
  reply.header('content-encoding', encoding);
  return reply.send(answer.encoded(encoding));
}

/**
 * A JSON text with holes for the few per-visitor values of an otherwise shared answer (the
 * visitor's IP, the site address they used). It is serialized once through the response schema
 * with unguessable marker strings in the holes, then split at the markers; `render` puts each
 * visitor's values in.
 */
export class JsonTemplate {
  private readonly parts: string[] = [];
  private readonly slots: number[] = [];

  /**
   * `markers[i]` is how hole i appears in `json`: a whole JSON string (`"<marker>"`, filled with
   * a JSON value) or text inside a string (filled with escaped text).
   */
  constructor(json: string, markers: readonly string[]) {
    let rest = json;
    for (;;) {
      let next = -1;
      let slot = -1;
      for (let i = 0; i < markers.length; i += 1) {
        const at = rest.indexOf(markers[i]!);
        if (at !== -1 && (next === -1 || at < next)) {
          next = at;
          slot = i;
        }
      }
      if (next === -1) break;
      this.parts.push(rest.slice(0, next));
      this.slots.push(slot);
      rest = rest.slice(next + markers[slot]!.length);
    }
    this.parts.push(rest);
  }

  render(values: readonly string[]): string {
    let text = this.parts[0]!;
    for (let i = 0; i < this.slots.length; i += 1) {
      text += values[this.slots[i]!]! + this.parts[i + 1]!;
    }
    return text;
  }
}

/** Text as it must appear inside a JSON string. */
export function jsonStringContent(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/** A string no stored content can contain: a hole's stand-in while a template is serialized. */
export function holeMarker(name: string): string {
  return `hole-${name}-${randomBytes(12).toString('hex')}`;
}
