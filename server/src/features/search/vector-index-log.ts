/** Where the vector indexes tell their progress: the server's logger (pino's signature), or nothing. */
export interface VectorIndexLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export const SILENT: VectorIndexLog = { info: () => {}, warn: () => {} };
