import type { AssignmentRule, MetadataProperty, User } from '@gloss/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { Icon } from '../../../../components/ui/Icon';
import { TextField } from '../../../../components/ui/TextField';
import { numberFormat } from '../../../../shared/format/numbers';
import { useMetadataMetrics } from '../../queries';
import { matchesEverything, newCondition, ruleBody, termOptions, toggled, type RuleCondition, type RuleProblem } from './assignment-body';
import { AssignmentDialog } from './AssignmentDialog';
import styles from './AssignmentTab.module.css';

export interface RuleDialogProps {
  datasetId: string;
  people: readonly User[];
  properties: readonly MetadataProperty[];
  assignedNow: ReadonlyMap<string, number>;
  busy: boolean;
  refusal: string | null;
  onAssign: (body: AssignmentRule) => void;
  onCancel: () => void;
}

/** Choose the annotators and the records: text to match and metadata conditions, all of which must hold. */
export function RuleDialog({ datasetId, people, properties, assignedNow, busy, refusal, onAssign, onCancel }: RuleDialogProps) {
  const { t, i18n } = useTranslation();
  const [userIds, setUserIds] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [conditions, setConditions] = useState<RuleCondition[]>([]);
  const [onlyUnassigned, setOnlyUnassigned] = useState(false);
  const [replace, setReplace] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const draft = { userIds, text, conditions, onlyUnassigned, replace };
  const result = ruleBody(draft, i18n.language);
  const problem = submitted && 'problem' in result ? result.problem : null;
  const submit = () => {
    setSubmitted(true);
    if ('body' in result) onAssign(result.body);
  };
  const change = (index: number, next: RuleCondition) => setConditions(conditions.map((condition, at) => (at === index ? next : condition)));
  const add = () => {
    const used = new Set(conditions.map((condition) => condition.property));
    const property = properties.find((candidate) => !used.has(candidate.name)) ?? properties[0];
    if (property) setConditions([...conditions, newCondition(property)]);
  };
  return (
    <AssignmentDialog
      title={t('assignment.rule.title')}
      description={t('assignment.actions.ruleHint')}
      submitLabel={t('assignment.rule.submit')}
      testId="rule-dialog"
      people={people}
      assignedNow={assignedNow}
      selected={userIds}
      onSelect={setUserIds}
      annotatorsProblem={problem?.kind === 'noAnnotators' ? t('assignment.problems.noAnnotators') : null}
      annotatorsTestId="rule-annotators"
      busy={busy}
      refusal={refusal}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField label={t('assignment.rule.text')} hint={t('assignment.rule.textHint')} value={text} onChange={(event) => setText(event.target.value)} />
      <fieldset className={styles.conditions} data-testid="rule-conditions">
        <legend className={styles.legend}>{t('assignment.rule.conditions')}</legend>
        {properties.length === 0 ? (
          <p className={styles.muted}>{t('assignment.rule.noProperties')}</p>
        ) : (
          <>
            {conditions.map((condition, index) => (
              <ConditionRow
                key={index}
                datasetId={datasetId}
                condition={condition}
                properties={properties}
                problem={problem && 'condition' in problem && problem.condition === index ? problem : null}
                onChange={(next) => change(index, next)}
                onRemove={() => setConditions(conditions.filter((_, at) => at !== index))}
              />
            ))}
            <div>
              <Button size="small" onClick={add}>
                <Icon size={14}>
                  <path d="M12 5v14M5 12h14" />
                </Icon>
                {t('assignment.rule.addCondition')}
              </Button>
            </div>
          </>
        )}
      </fieldset>
      <label className={styles.option}>
        <input type="checkbox" checked={onlyUnassigned} onChange={(event) => setOnlyUnassigned(event.target.checked)} />
        <span className={styles.optionName}>{t('assignment.rule.onlyUnassigned')}</span>
      </label>
      <label className={styles.option}>
        <input type="checkbox" checked={replace} onChange={(event) => setReplace(event.target.checked)} />
        <span>
          <span className={styles.optionName}>{t('assignment.rule.replace')}</span>
          <span className={styles.optionHint}>{t('assignment.rule.replaceHint')}</span>
        </span>
      </label>
      {matchesEverything(draft) && <p className={styles.notice}>{t('assignment.rule.everything')}</p>}
    </AssignmentDialog>
  );
}

interface ConditionRowProps {
  datasetId: string;
  condition: RuleCondition;
  properties: readonly MetadataProperty[];
  problem: RuleProblem | null;
  onChange: (next: RuleCondition) => void;
  onRemove: () => void;
}

/** One metadata condition: which property, then its values (terms) or its bounds (numbers). */
function ConditionRow({ datasetId, condition, properties, problem, onChange, onRemove }: ConditionRowProps) {
  const { t, i18n } = useTranslation();
  const selectId = useId();
  const problemId = useId();
  const property = properties.find((candidate) => candidate.name === condition.property);
  const metrics = useMetadataMetrics(datasetId, property?.id ?? '', Boolean(property));
  const number = numberFormat(i18n.language);
  const problemText = problem ? t(`assignment.problems.${problem.kind}`) : null;
  const pick = (name: string) => {
    const next = properties.find((candidate) => candidate.name === name);
    if (next) onChange(newCondition(next));
  };
  const terms =
    condition.kind === 'terms' && property?.settings.type === 'terms'
      ? termOptions(property.settings.values, metrics.data?.type === 'terms' ? metrics.data.values.map((value) => value.term) : [])
      : [];
  const range = metrics.data && metrics.data.type !== 'terms' ? metrics.data : null;
  return (
    <div className={styles.condition} data-testid="rule-condition" aria-describedby={problemText ? problemId : undefined}>
      <div className={styles.conditionHead}>
        <label htmlFor={selectId} className={styles.fieldLabel}>
          {t('assignment.rule.property')}
        </label>
        <select id={selectId} className={styles.select} value={condition.property} onChange={(event) => pick(event.target.value)}>
          {properties.map((candidate) => (
            <option key={candidate.id} value={candidate.name}>
              {candidate.title || candidate.name}
            </option>
          ))}
        </select>
        <Button size="small" variant="ghost" onClick={onRemove} aria-label={t('assignment.rule.removeCondition')} title={t('assignment.rule.removeCondition')}>
          <Icon size={14}>
            <path d="M6 6l12 12M18 6 6 18" />
          </Icon>
        </Button>
      </div>
      {condition.kind === 'terms' ? (
        <fieldset className={styles.terms}>
          <legend className="visually-hidden">{t('assignment.rule.values')}</legend>
          {terms.length === 0 ? (
            <span className={styles.muted}>{t('assignment.rule.noKnownValues')}</span>
          ) : (
            terms.map((term) => (
              <label key={term} className={styles.term}>
                <input type="checkbox" checked={condition.values.includes(term)} onChange={() => onChange({ ...condition, values: toggled(condition.values, term) })} />
                {term}
              </label>
            ))
          )}
        </fieldset>
      ) : (
        <div className={styles.range}>
          <TextField
            label={t('assignment.rule.min')}
            inputMode="decimal"
            value={condition.min}
            placeholder={range?.min != null ? number.format(range.min) : undefined}
            onChange={(event) => onChange({ ...condition, min: event.target.value })}
          />
          <TextField
            label={t('assignment.rule.max')}
            inputMode="decimal"
            value={condition.max}
            placeholder={range?.max != null ? number.format(range.max) : undefined}
            onChange={(event) => onChange({ ...condition, max: event.target.value })}
          />
        </div>
      )}
      {problemText && (
        <p id={problemId} className={styles.problem}>
          {problemText}
        </p>
      )}
    </div>
  );
}
