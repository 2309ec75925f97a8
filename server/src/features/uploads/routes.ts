import { importEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { uploadPolicy } from './policy.js';
import { describeUpload, receiveUpload } from './service.js';
import type { UploadStorage } from './storage.js';

export function registerUploadRoutes(route: Route, db: Db, storage: UploadStorage, options: { maxImportBytes: number }): void {
  const e = importEndpoints;
  route(
    e.uploadFile,
    async ({ actor, query, upload, request }) => {
      const declared = request.headers['content-length'];
      return receiveUpload(db, actor, storage, { filename: query.filename, body: upload, declaredLength: declared === undefined ? null : Number(declared) }, options.maxImportBytes);
    },
    { policy: uploadPolicy.upload },
  );
  route(e.getUpload, async ({ actor, params }) => describeUpload(db, actor, storage, params.upload_id));
}
