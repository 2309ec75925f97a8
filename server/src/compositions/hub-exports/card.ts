// The dataset card (README.md) `rg.Dataset.to_hub` writes, from the SDK's template
// (argilla/datasets/_io/card/argilla_template.md, rendered by huggingface_hub's `RepoCard.from_template`): a YAML
// header, then how to load the dataset with Argilla and with `datasets`, its structure (fields, questions,
// metadata and vectors tables), a record as Argilla and as `datasets` show it, and the dataset-card sections.
// The header holds the template's card data (`size_categories`, `tags`) and what `datasets`'s `push_to_hub`
// writes there (`dataset_info`, `configs`), which the SDK's own card drops. The values in the tables are written
// as Jinja prints the SDK's Python objects (`True`, `None`, `['a', 'b']`), the records as its `tojson` does.
import type { Field, MetadataProperty, Question, VectorSettings } from '@gloss/contract';
import { type SplitInfo, datasetsCardData } from './repo-layout.js';
import { toYaml } from './yaml.js';

export interface DatasetCardInput {
  repoId: string;
  guidelines: string | null;
  fields: Field[];
  questions: Question[];
  metadataProperties: MetadataProperty[];
  vectorsSettings: VectorSettings[];
  /** The first record as the SDK's `Record.to_dict()` gives it, or null for a dataset without records. */
  argillaRecord: Record<string, unknown> | null;
  /** The same record as a row of the Parquet file, or null. */
  huggingfaceRecord: Record<string, unknown> | null;
  split: SplitInfo;
}

// argilla/datasets/_io/card/_parser.py `size_categories_parser`: the first bound the record count is under.
const SIZE_CATEGORIES: [number, string][] = [
  [1e3, 'n<1K'], [1e4, '1K<n<10K'], [1e5, '10K<n<100K'], [1e6, '100K<n<1M'], [1e7, '1M<n<10M'],
  [1e8, '10M<n<100M'], [1e9, '100M<n<1B'], [1e10, '1B<n<10B'], [1e11, '10B<n<100B'], [1e12, '100B<n<1T'],
];

export function sizeCategory(rows: number): string {
  return SIZE_CATEGORIES.find(([bound]) => rows < bound)?.[1] ?? 'n>1T';
}

/** A value as Python's `str()` prints it, which is how Jinja renders it: `True`, `None`, `['a', 1]`. */
export function pythonText(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  return String(value);
}

/** Python's `repr()` of a string or number, as a list prints its items. */
function pythonRepr(value: unknown): string {
  if (typeof value !== 'string') return pythonText(value);
  const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
  const escaped = value
    .replaceAll('\\', '\\\\')
    .replaceAll(quote, `\\${quote}`)
    .replaceAll('\n', '\\n')
    .replaceAll('\r', '\\r')
    .replaceAll('\t', '\\t');
  return `${quote}${escaped}${quote}`;
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]));
  }
  return value;
}

/**
 * Jinja's `tojson(indent=4)`: Python's `json.dumps` with sorted keys and ASCII only, then `<`, `>`, `&` and `'`
 * escaped so the text is safe in HTML.
 */
export function jinjaJson(value: unknown): string {
  return (JSON.stringify(sortedKeys(value), null, 4) ?? 'null')
    .replace(/[^\x20-\x7e\n]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/[<>&']/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A table cell: a `|` or a line break would end the cell, or the row. */
const cell = (value: unknown) => pythonText(value).replaceAll('|', '\\|').replace(/\r?\n/g, ' ');

function fieldRow(field: Field): string {
  const markdown = 'use_markdown' in field.settings ? cell(field.settings.use_markdown) : '';
  return `| ${cell(field.name)} | ${cell(field.title)} | ${field.settings.type} | ${cell(field.required)} | ${markdown} |`;
}

/** What the template lists of a question: the labels of a label question, the values of a rating or ranking. */
function valuesOf(question: Question): string {
  const { settings } = question;
  switch (settings.type) {
    case 'rating':
    case 'ranking':
    case 'label_selection':
    case 'multi_label_selection':
      return cell(settings.options.map((option) => option.value));
    default:
      return 'N/A';
  }
}

function questionRow(question: Question): string {
  return `| ${cell(question.name)} | ${cell(question.title)} | ${question.settings.type} | ${cell(question.required)} | ${question.description ? cell(question.description) : 'N/A'} | ${valuesOf(question)} |`;
}

function metadataRow(property: MetadataProperty): string {
  const { settings } = property;
  const values = settings.type === 'terms' ? cell(settings.values ?? null) : `${cell(settings.min ?? null)} - ${cell(settings.max ?? null)}`;
  return `| ${cell(property.name)} | ${cell(property.title)} | ${settings.type} | ${values} | ${cell(property.visible_for_annotators)} |`;
}

const vectorRow = (vector: VectorSettings) => `| ${cell(vector.name)} | ${cell(vector.title)} | [1, ${vector.dimensions}] |`;

const MORE = '[More Information Needed]';

/** The README.md of an exported dataset. Pure: the same input gives the same text. */
export function datasetCard(input: DatasetCardInput): string {
  const header = toYaml({ size_categories: sizeCategory(input.split.rows), tags: ['rlfh', 'argilla', 'human-feedback'], ...datasetsCardData(input.split) });
  const name = input.repoId.split('/').at(-1) ?? input.repoId;
  const sections: string[] = [
    `---\n${header}\n---`,
    `# Dataset Card for ${name}`,
    'This dataset has been created with [Argilla](https://github.com/argilla-io/argilla). As shown in the sections below, this dataset can be loaded into your Argilla server as explained in [Load with Argilla](#load-with-argilla), or used directly with the `datasets` library in [Load with `datasets`](#load-with-datasets).',
    '## Using this dataset with Argilla',
    "To load with Argilla, you'll just need to install Argilla as `pip install argilla --upgrade` and then use the following code:",
    `\`\`\`python\nimport argilla as rg\n\nds = rg.Dataset.from_hub("${input.repoId}", settings="auto")\n\`\`\``,
    'This will load the settings and records from the dataset repository and push them to you Argilla server for exploration and annotation.',
    '## Using this dataset with `datasets`',
    "To load the records of this dataset with `datasets`, you'll just need to install `datasets` as `pip install datasets --upgrade` and then use the following code:",
    `\`\`\`python\nfrom datasets import load_dataset\n\nds = load_dataset("${input.repoId}")\n\`\`\``,
    'This will only load the records of the dataset, but not the Argilla settings.',
    '## Dataset Structure',
    'This dataset repo contains:',
    [
      '* Dataset records in a format compatible with HuggingFace `datasets`. These records will be loaded automatically when using `rg.Dataset.from_hub` and can be loaded independently using the `datasets` library via `load_dataset`.',
      "* The [annotation guidelines](#annotation-guidelines) that have been used for building and curating the dataset, if they've been defined in Argilla.",
      '* A dataset configuration folder conforming to the Argilla dataset format in `.argilla`.',
    ].join('\n'),
    'The dataset is created in Argilla with: **fields**, **questions**, **suggestions**, **metadata**, **vectors**, and **guidelines**.',
    '### Fields',
    "The **fields** are the features or text of a dataset's records. For example, the 'text' column of a text classification dataset of the 'prompt' column of an instruction following dataset.",
    ['| Field Name | Title | Type | Required | Markdown |', '| ---------- | ----- | ---- | -------- | -------- |', ...input.fields.map(fieldRow)].join('\n'),
    '### Questions',
    'The **questions** are the questions that will be asked to the annotators. They can be of different types, such as rating, text, label_selection, multi_label_selection, or ranking.',
    [
      '| Question Name | Title | Type | Required | Description | Values/Labels |',
      '| ------------- | ----- | ---- | -------- | ----------- | ------------- |',
      ...input.questions.map(questionRow),
    ].join('\n'),
  ];
  if (input.metadataProperties.length > 0) {
    sections.push(
      '### Metadata',
      'The **metadata** is a dictionary that can be used to provide additional information about the dataset record.',
      [
        '| Metadata Name | Title | Type | Values | Visible for Annotators |',
        '| ------------- | ----- | ---- | ------ | ---------------------- |',
        ...input.metadataProperties.map(metadataRow),
      ].join('\n'),
    );
  }
  if (input.vectorsSettings.length > 0) {
    sections.push(
      '### Vectors',
      'The **vectors** contain a vector representation of the record that can be used in search.',
      ['| Vector Name | Title | Dimensions |', '|-------------|-------|------------|', ...input.vectorsSettings.map(vectorRow)].join('\n'),
    );
  }
  sections.push(
    '### Data Instances',
    'An example of a dataset instance in Argilla looks as follows:',
    `\`\`\`json\n${jinjaJson(input.argillaRecord)}\n\`\`\``,
    'While the same record in HuggingFace `datasets` looks as follows:',
    `\`\`\`json\n${jinjaJson(input.huggingfaceRecord)}\n\`\`\``,
    '### Data Splits',
    `The dataset contains a single split, which is \`${input.split.split}\`.`,
    '## Dataset Creation',
    '### Curation Rationale', MORE,
    '### Source Data',
    '#### Initial Data Collection and Normalization', MORE,
    '#### Who are the source language producers?', MORE,
    '### Annotations',
    '#### Annotation guidelines', input.guidelines || MORE,
    '#### Annotation process', MORE,
    '#### Who are the annotators?', MORE,
    '### Personal and Sensitive Information', MORE,
    '## Considerations for Using the Data',
    '### Social Impact of Dataset', MORE,
    '### Discussion of Biases', MORE,
    '### Other Known Limitations', MORE,
    '## Additional Information',
    '### Dataset Curators', MORE,
    '### Licensing Information', MORE,
    '### Citation Information', MORE,
    '### Contributions', MORE,
  );
  return `${sections.join('\n\n')}\n`;
}
