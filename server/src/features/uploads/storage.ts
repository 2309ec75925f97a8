import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded files are kept: the data directory's `uploads/`, one file per upload, named by its id. */
export class UploadStorage {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'uploads');
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
  }

  pathOf(uploadId: string): string {
    return join(this.dir, uploadId);
  }

  /** Where a file is written while it arrives: it takes its id's name only once it is whole and readable. */
  partialPathOf(uploadId: string): string {
    return join(this.dir, `${uploadId}.part`);
  }

  async remove(uploadId: string): Promise<void> {
    await rm(this.pathOf(uploadId), { force: true });
    await rm(this.partialPathOf(uploadId), { force: true });
  }
}
