import { parquetReadObjects } from 'hyparquet';

/** Export files read back, for comparing what the browser saved with what the API holds. */

export function parseJsonLines(bytes: Buffer): Record<string, unknown>[] {
  return bytes
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** RFC 4180 (comma, CRLF, `"` quoting with `""`): the header's names as keys of each row's cells. */
export function parseCsv(bytes: Buffer): Record<string, string>[] {
  const text = bytes.toString('utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  const [header, ...lines] = rows;
  return lines.map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index]!])));
}

/** Parquet rows, 64-bit integers as numbers. */
export async function readParquet(bytes: Buffer): Promise<Record<string, unknown>[]> {
  const rows = await parquetReadObjects({ file: new Uint8Array(bytes).buffer });
  return JSON.parse(JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value))) as Record<string, unknown>[];
}

/** The export the API answers for this body, as bytes. */
export async function apiExport(baseUrl: string, apiKey: string, datasetId: string, body: unknown): Promise<Buffer> {
  const response = await fetch(new URL(`/api/v1/datasets/${datasetId}/records/export`, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Argilla-Api-Key': apiKey },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`export answered ${response.status}: ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}
