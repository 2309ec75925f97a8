import { pythonSdkSnippet } from '../user-settings/sdk-snippet';

export interface AddRecordsSnippetInput {
  apiUrl: string;
  apiKey: string;
  datasetName: string;
  /** Left out of the call while unknown; the SDK then looks the dataset up by name alone. */
  workspaceName?: string;
  /** The dataset's field names; the example record fills each of them. */
  fieldNames: readonly string[];
}

const python = (value: string) => JSON.stringify(value);

/** Python that adds one record to this dataset with the `argilla` SDK: what an admin needs to start. */
export function addRecordsSnippet({ apiUrl, apiKey, datasetName, workspaceName, fieldNames }: AddRecordsSnippetInput): string {
  const names = fieldNames.length > 0 ? fieldNames : ['text'];
  const record = names.map((name) => `${python(name)}: "..."`).join(', ');
  return [
    pythonSdkSnippet(apiUrl, apiKey),
    '',
    `dataset = client.datasets(name=${python(datasetName)}${workspaceName ? `, workspace=${python(workspaceName)}` : ''})`,
    `dataset.records.log([{${record}}])`,
  ].join('\n');
}
