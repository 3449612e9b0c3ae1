import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  storageName: string;
  sha256: string;
}

const NAME = /^[0-9a-f]{48}$/;

/**
 * Identity documents on disk: a directory of its own (KYC_STORAGE_DIR), outside the web root and
 * behind no static route, each file under a random name with no extension. The only way out is
 * the operator call that checks `kyc.review` and audits the view.
 */
export class DocumentStore {
  constructor(private readonly dir: string) {}

  async save(data: Buffer): Promise<StoredFile> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const storageName = randomBytes(24).toString('hex');
    // wx: never overwrite; 0600: readable by the server's user only.
    await fs.writeFile(this.pathOf(storageName), data, { flag: 'wx', mode: 0o600 });
    return { storageName, sha256: createHash('sha256').update(data).digest('hex') };
  }

  async read(storageName: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(storageName));
  }

  private pathOf(storageName: string): string {
    if (!NAME.test(storageName)) throw new Error('Not a stored document name');
    return path.join(this.dir, storageName);
  }
}
