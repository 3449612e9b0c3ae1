import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  acceptedEncoding,
  holeMarker,
  JsonAnswer,
  jsonStringContent,
  JsonTemplate,
} from './json-answer.js';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('GZIP')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('gzip;q=0')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe('JsonAnswer', () => {
  it('keeps compressed copies that decompress to the body', () => {
    const answer = new JsonAnswer(JSON.stringify({ list: 'x'.repeat(2000) }));
    expect(answer.compressible).toBe(true);
    expect(brotliDecompressSync(answer.encoded('br')).toString()).toBe(answer.body);
    expect(gunzipSync(answer.encoded('gzip')).toString()).toBe(answer.body);
    expect(answer.encoded('br')).toBe(answer.encoded('br'));
    expect(new JsonAnswer('{}').compressible).toBe(false);
  });
});

describe('JsonTemplate', () => {
  it('fills whole-string and in-string holes, wherever and however often they appear', () => {
    const ip = holeMarker('ip');
    const origin = holeMarker('origin');
    const json = JSON.stringify({
      a: `${origin}/down`,
      ip,
      list: [`${origin}/x`, 'plain'],
    });
    const template = new JsonTemplate(json, [JSON.stringify(ip), origin]);
    const text = template.render(['"203.0.113.9"', jsonStringContent('https://a"b.example')]);
    expect(JSON.parse(text)).toEqual({
      a: 'https://a"b.example/down',
      ip: '203.0.113.9',
      list: ['https://a"b.example/x', 'plain'],
    });
    expect(new JsonTemplate('{"a":1}', [JSON.stringify(ip)]).render([])).toBe('{"a":1}');
  });
});
