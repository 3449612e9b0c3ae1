import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair draws (ARCHITECTURE section 11). The house commits to a secret 256-bit seed by
 * publishing its SHA-256 before the draw (when a ticket is shown, when betting opens), derives
 * every number of the draw from HMAC-SHA256(seed, "<draw id>:<block>"), and reveals the seed
 * afterwards. Anyone holding the seed, the draw id and the published hash can check that the
 * seed was the one committed to and recompute the outcome: the server and the browser run this
 * very module.
 *
 * Numbers are uniform without modulo bias: each block gives eight 32-bit words, and a word at or
 * above the largest multiple of the range is skipped (rejection sampling).
 */

/** A seed: 32 bytes as 64 lowercase hexadecimal characters. */
export const FAIR_SEED_PATTERN = /^[0-9a-f]{64}$/;

const WORD_RANGE = 2 ** 32;
const WORDS_PER_BLOCK = 8;

/** A new secret seed from the platform's cryptographic random source (Node 20 and browsers). */
export function createFairSeed(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

function seedBytes(seed: string): Uint8Array {
  if (!FAIR_SEED_PATTERN.test(seed)) throw new RangeError('A seed is 64 lowercase hex characters');
  return hexToBytes(seed);
}

/** The commitment published before the draw: SHA-256 of the seed's bytes, in hex. */
export function fairSeedHash(seed: string): string {
  return bytesToHex(sha256(seedBytes(seed)));
}

/** True when `seed` is the seed that `hash` committed to. */
export function verifyFairSeed(seed: string, hash: string): boolean {
  return FAIR_SEED_PATTERN.test(seed) && fairSeedHash(seed) === hash.toLowerCase();
}

/**
 * The numbers of one draw, in order: the same seed and draw id always give the same sequence,
 * and different draw ids under one seed give independent ones.
 */
export class FairStream {
  private readonly key: Uint8Array;
  private block = 0;
  private words: DataView | null = null;
  private next = WORDS_PER_BLOCK;

  constructor(
    seed: string,
    private readonly drawId: string,
  ) {
    this.key = seedBytes(seed);
  }

  /** A uniform whole number in [0, n), 1 ≤ n ≤ 2^32. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > WORD_RANGE) throw new RangeError(`Bad range ${n}`);
    const limit = WORD_RANGE - (WORD_RANGE % n);
    for (;;) {
      const word = this.word();
      if (word < limit) return word % n;
    }
  }

  private word(): number {
    if (this.next === WORDS_PER_BLOCK || !this.words) {
      const digest = hmac(sha256, this.key, utf8ToBytes(`${this.drawId}:${this.block}`));
      this.words = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
      this.block += 1;
      this.next = 0;
    }
    const word = this.words.getUint32(this.next * 4);
    this.next += 1;
    return word;
  }
}

/**
 * The index of the entry drawn from whole-number weights (a prize table): entry i is drawn with
 * probability weights[i] / sum. Weights are non-negative integers with a sum from 1 to 2^32.
 */
export function pickWeighted(stream: FairStream, weights: readonly number[]): number {
  let total = 0;
  for (const weight of weights) {
    if (!Number.isInteger(weight) || weight < 0) throw new RangeError(`Bad weight ${weight}`);
    total += weight;
  }
  if (total < 1 || total > WORD_RANGE) throw new RangeError(`Bad total weight ${total}`);
  let point = stream.int(total);
  for (let i = 0; i < weights.length; i += 1) {
    if (point < weights[i]!) return i;
    point -= weights[i]!;
  }
  throw new Error('unreachable');
}

/** `count` different numbers of [0, n), in the order drawn (a partial Fisher-Yates shuffle). */
export function drawDistinct(stream: FairStream, n: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 0 || count > n)
    throw new RangeError(`Bad count ${count}`);
  const pool = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < count; i += 1) {
    const j = i + stream.int(n - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** A string of `length` decimal digits, each uniform (a lottery prize number, "07341"). */
export function drawDigits(stream: FairStream, length: number): string {
  let digits = '';
  for (let i = 0; i < length; i += 1) digits += String(stream.int(10));
  return digits;
}
