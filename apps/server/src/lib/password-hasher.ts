import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, so not importable as a value). */
const ARGON2ID = 2;
import type { Config } from '../config.js';

/**
 * argon2id password hashing at the OWASP minimum (m=19456 KiB, t=2, p=1) or stronger, as
 * configured. Hashes are PHC strings, so older parameters keep verifying after a change and
 * `needsRehash` tells when to upgrade a stored hash at the next successful login.
 */
export class PasswordHasher {
  private readonly options: {
    algorithm: typeof ARGON2ID;
    memoryCost: number;
    timeCost: number;
    parallelism: number;
  };

  constructor(config: Pick<Config, 'ARGON2_MEMORY_KIB' | 'ARGON2_ITERATIONS'>) {
    this.options = {
      algorithm: ARGON2ID,
      memoryCost: config.ARGON2_MEMORY_KIB,
      timeCost: config.ARGON2_ITERATIONS,
      parallelism: 1,
    };
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }

  /** A stored hash made with weaker parameters than the current ones. */
  needsRehash(stored: string): boolean {
    const match = /^\$argon2id\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
    if (!match) return true;
    return Number(match[1]) < this.options.memoryCost || Number(match[2]) < this.options.timeCost;
  }

  /**
   * Spends the same time as a real check, for unknown accounts, so that response time does
   * not tell which usernames exist.
   */
  async burn(password: string): Promise<void> {
    this.dummy ??= this.hash('not-a-real-password');
    await this.verify(await this.dummy, password);
  }

  private dummy: Promise<string> | undefined;
}
