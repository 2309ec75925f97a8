import { EXPORT_TOTAL_HEADER, exportEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import type { FileAnswer, Route } from '../../http/route.js';
import { type ExportFile, createExportLink, datasetForExporting, downloadExport, exportRecords } from './service.js';
import { ExportTickets } from './tickets.js';

function fileAnswer(file: ExportFile): FileAnswer {
  return { stream: file.stream, contentType: file.contentType, filename: file.filename, headers: { [EXPORT_TOTAL_HEADER]: String(file.total) } };
}

export function registerExportRoutes(route: Route, db: Db, options: { authSecret: string }): void {
  const e = exportEndpoints;
  const tickets = new ExportTickets(options.authSecret);
  const exporters = { resource: (actor: Actor, params: { dataset_id: string }) => datasetForExporting(db, actor, params.dataset_id) };
  route(
    e.exportRecords,
    async ({ actor, params, body, answerWithFile }) => {
      answerWithFile(fileAnswer(await exportRecords(db, actor, params.dataset_id, body)));
      return undefined;
    },
    exporters,
  );
  route(e.createRecordsExportLink, async ({ actor, user, params, body }) => createExportLink(db, tickets, { actor, user }, params.dataset_id, body), exporters);
  route(e.downloadRecordsExport, async ({ params, query, answerWithFile }) => {
    answerWithFile(fileAnswer(await downloadExport(db, tickets, params.dataset_id, query.token)));
    return undefined;
  });
}
