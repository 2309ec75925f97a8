// A local stand-in of the Hugging Face Hub and its dataset viewer for tests: one port answers both base URLs
// with the paths, status codes, headers and bodies of the real services' documented APIs (see README.md).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Faults } from './http/faults.js';
import { createStandInServer, type State } from './http/server.js';
import { commitRoutes } from './hub/commits.js';
import { downloadRoutes, storageRoutes } from './hub/downloads.js';
import { lfsRoutes, uploadStorageRoutes } from './hub/lfs.js';
import { listingRoutes } from './hub/listing.js';
import { repoRoutes } from './hub/repos.js';
import { addDataset } from './seed.js';
import { MAIN, RepoStore } from './store/repo-store.js';
import type { RecordedRequest, StandInDataset, StandInOptions } from './types.js';
import { listingEndpoints } from './viewer/endpoints.js';
import { rowEndpoints } from './viewer/rows.js';

export type { Faults, Hold } from './http/faults.js';
export type * from './types.js';

export interface HubStandIn {
  /** The Hub's base URL (`HF_ENDPOINT`). */
  url: string;
  /** The dataset viewer's base URL: the same server. */
  datasetsServerUrl: string;
  close(): Promise<void>;
  /** Publishes a dataset (replacing any repo of that id), with its Parquet files written by hyparquet-writer. */
  addDataset(repo: string, dataset: StandInDataset): Promise<void>;
  /** The files on the repo's main branch, by path: what was uploaded, for asserts. */
  repoFiles(repo: string): Map<string, Buffer>;
  faults: Faults;
  /** Every request received, in order, with its Authorization header as sent (kept here only, for asserts). */
  requests: RecordedRequest[];
}

const ROUTES = [...repoRoutes, ...listingRoutes, ...downloadRoutes, ...commitRoutes, ...lfsRoutes, ...listingEndpoints, ...rowEndpoints];

function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}`);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

export async function startHubStandIn(options: StandInOptions = {}): Promise<HubStandIn> {
  const store = new RepoStore();
  const faults = new Faults();
  const state: State = {
    store, tokens: options.tokens ?? {}, faults, log: options.log ?? (() => {}), logRequests: options.logRequests ?? false, baseUrl: '', storageUrl: '',
  };
  const requests: RecordedRequest[] = [];
  const host = options.host ?? '127.0.0.1';
  const server = createStandInServer(state, ROUTES, requests);
  const storage = createStandInServer(state, [...storageRoutes, ...uploadStorageRoutes], requests);
  state.baseUrl = await listen(server, options.port ?? 0, host);
  state.storageUrl = await listen(storage, 0, host);
  return {
    url: state.baseUrl,
    datasetsServerUrl: state.baseUrl,
    faults,
    requests,
    close: async () => {
      faults.reset();
      await Promise.all([closeServer(server), closeServer(storage)]);
    },
    addDataset: async (repo, dataset) => addDataset(store, repo, dataset),
    repoFiles: (repo) => new Map([...store.repos.get(repo)?.branches.get(MAIN)?.files ?? []]
      .map(([path, file]) => [path, file.content])),
  };
}
