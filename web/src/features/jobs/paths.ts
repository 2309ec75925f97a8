/** A job's page: the import or export it follows can be left and opened again from this address. */
export function jobPath(jobId: string): string {
  return `/jobs/${encodeURIComponent(jobId)}`;
}
