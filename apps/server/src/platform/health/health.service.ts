import type { HealthValue } from '@portal/shared/schemas/health';
import { AppError } from '../../lib/app-error.js';
import type { HealthRepository } from './health.repository.js';

export interface Pingable {
  ping(): Promise<unknown>;
}

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly repository: HealthRepository,
    private readonly redis: Pingable | null,
    private readonly onFailure: (dependency: string, error: unknown) => void = () => {},
  ) {}

  /** Pings every dependency; any failure is a 503 so a load balancer takes the instance out. */
  async check(): Promise<HealthValue> {
    await this.probe('database', () => this.repository.ping());
    if (this.redis) await this.probe('redis', () => this.redis!.ping());
    return {
      status: 'ok',
      database: 'up',
      redis: this.redis ? 'up' : 'disabled',
      uptimeSeconds: Math.floor((Date.now() - this.startedAt) / 1000),
    };
  }

  private async probe(dependency: string, ping: () => Promise<unknown>): Promise<void> {
    try {
      await withTimeout(ping());
    } catch (error) {
      this.onFailure(dependency, error);
      throw new AppError('SERVICE_UNAVAILABLE', {}, [{ path: dependency, reason: 'down' }]);
    }
  }
}
