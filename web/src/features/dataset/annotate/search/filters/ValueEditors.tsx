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
export interface ValueEditorProps {
  filter: ValueFilter | undefined;
  onChange: FilterChange;
  /** A range being typed does not read (yet). */
  onInvalid: () => void;
}

export function MetadataValueEditor(props: ValueEditorProps & { datasetId: string; property: MetadataProperty }) {
  const { datasetId, property, filter, onChange, onInvalid } = props;
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
      memoryKey={`metadata:${property.name}`}
      onChange={(range, delay) => onChange(range && { kind: 'range', range }, delay)}
      onInvalid={onInvalid}
    />
  );
}

/** A question's answer values: label options as a checklist, a rating as a range over its values. */
export function QuestionValueEditor(props: ValueEditorProps & { question: Question; memoryKey: string }) {
  const { question, filter, onChange, onInvalid, memoryKey } = props;
  const options = useMemo(() => questionTermOptions(question), [question]);
  if (question.settings.type === 'rating') {
    return (
      <RangeEditor
        value={rangeOf(filter)}
        bounds={ratingBounds(question)}
        rules={{ integer: true }}
        name={question.title}
        memoryKey={memoryKey}
        onChange={(range, delay) => onChange(range && { kind: 'range', range }, delay)}
        onInvalid={onInvalid}
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
