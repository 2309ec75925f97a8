import type { ImportSource } from '@gloss/contract';
import { fileFormatName } from '../../shared/format/file-formats';

/** Where an import reads from, as the page names it. */
export type SourceSummary =
  | { kind: 'file'; filename: string; format: string; size: number }
  | { kind: 'hub'; dataset: string; subset: string; split: string; url: string };

// The public Hub's pages: the server's settings do not say which Hub it reads from, when it is another one.
const HUB_DATASETS = 'https://huggingface.co/datasets/';

/** A Hub dataset's page: its repo id's two halves each escaped, the slash between them kept. */
export function hubDatasetUrl(repoId: string): string {
  return `${HUB_DATASETS}${repoId.split('/').map(encodeURIComponent).join('/')}`;
}

export function sourceSummary(source: ImportSource): SourceSummary {
  if (source.type === 'file') return { kind: 'file', filename: source.filename, format: fileFormatName(source.format), size: source.size };
  return { kind: 'hub', dataset: source.dataset, subset: source.subset, split: source.split, url: hubDatasetUrl(source.dataset) };
}
