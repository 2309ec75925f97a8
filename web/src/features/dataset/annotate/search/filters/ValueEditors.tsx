import type { MetadataProperty } from '@gloss/contract';
import { useMemo } from 'react';
import { useMetadataMetrics } from '../../../queries';
import type { Question } from '../../model/types';
import type { ValueFilter } from '../criteria';
import { RangeEditor } from './RangeEditor';
import { metadataBounds, ratingBounds } from './range-input';
import { metadataTermOptions, questionTermOptions } from './terms';
import { TermsChecklist } from './TermsChecklist';
import { TOGGLE_DELAY } from './controls-store';

/** A filter edit and how long to wait for more before searching. */
export type FilterChange = (filter: ValueFilter | null, delay: number) => void;

const termsOf = (filter: ValueFilter | undefined) => (filter?.kind === 'terms' ? filter.values : []);
const rangeOf = (filter: ValueFilter | undefined) => (filter?.kind === 'range' ? filter.range : undefined);
const termsFilter = (values: readonly string[]): ValueFilter | null => (values.length > 0 ? { kind: 'terms', values } : null);

/**
 * A metadata property's values: the terms (from the settings, else those the records carry, with their
 * counts) or a range over what the records hold. The metrics are asked for when the editor opens.
 */
export function MetadataValueEditor(props: { datasetId: string; property: MetadataProperty; filter: ValueFilter | undefined; onChange: FilterChange }) {
  const { datasetId, property, filter, onChange } = props;
  const metrics = useMetadataMetrics(datasetId, property.id);
  const options = useMemo(() => metadataTermOptions(property.settings, metrics.data), [property.settings, metrics.data]);
  if (property.settings.type === 'terms') {
    return (
      <TermsChecklist
        options={options}
        selected={termsOf(filter)}
        name={property.title}
        memoryKey={`metadata:${property.name}`}
        loading={metrics.isPending}
        onChange={(values) => onChange(termsFilter(values), TOGGLE_DELAY)}
      />
    );
  }
  return (
    <RangeEditor
      value={rangeOf(filter)}
      bounds={metadataBounds(property.settings, metrics.data)}
      rules={{ integer: property.settings.type === 'integer' }}
      name={property.title}
      onChange={(range, delay) => onChange(range && { kind: 'range', range }, delay)}
    />
  );
}

/** A question's answer values: label options as a checklist, a rating as a range over its values. */
export function QuestionValueEditor(props: { question: Question; filter: ValueFilter | undefined; onChange: FilterChange; memoryKey: string }) {
  const { question, filter, onChange, memoryKey } = props;
  const options = useMemo(() => questionTermOptions(question), [question]);
  if (question.settings.type === 'rating') {
    return (
      <RangeEditor
        value={rangeOf(filter)}
        bounds={ratingBounds(question)}
        rules={{ integer: true }}
        name={question.title}
        onChange={(range, delay) => onChange(range && { kind: 'range', range }, delay)}
      />
    );
  }
  return (
    <TermsChecklist
      options={options}
      selected={termsOf(filter)}
      name={question.title}
      memoryKey={memoryKey}
      onChange={(values) => onChange(termsFilter(values), TOGGLE_DELAY)}
    />
  );
}
