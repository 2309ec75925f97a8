import type { HubDatasetLookup, HubDatasetSplits } from '@gloss/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { RefusalNote } from '../../../components/ui/RefusalNote';
import { TextField } from '../../../components/ui/TextField';
import { NetworkError } from '../../../shared/api/errors';
import { numberFormat } from '../../../shared/format/numbers';
import { lookUpHubDataset } from '../api';
import { rememberHubToken } from './hub-token';
import fieldStyles from '../../../components/ui/TextField.module.css';
import styles from './SourceStep.module.css';

export interface HubSourceProps {
  /** The split to import, by the repo id the Hub answered (also when a URL was typed). */
  onChosen: (repoId: string, subset: string, split: string) => void;
}

/**
 * A Hugging Face Hub dataset by its repo id or URL, with a token for a gated or private one; once looked
 * up, its subset and split (with their row counts when the Hub knows them).
 */
export function HubSource({ onChosen }: HubSourceProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [dataset, setDataset] = useState('');
  const [token, setToken] = useState('');
  const [missing, setMissing] = useState(false);
  const lookup = useMutation({ mutationFn: (body: HubDatasetLookup) => lookUpHubDataset(body) });
  const found = lookup.data;

  const lookUp = () => {
    const name = dataset.trim();
    setMissing(name === '');
    if (name === '' || lookup.isPending) return;
    lookup.mutate({ dataset: name, token: token.trim() || null });
  };

  const refusal = lookup.error
    ? lookup.error instanceof NetworkError
      ? t('newDataset.source.file.unreachable')
      : lookup.error.message
    : null;

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="hub-source">
      <h2 id={headingId} className={styles.panelHeading}>
        <HubIcon />
        {t('newDataset.source.hub.heading')}
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          lookUp();
        }}
      >
        <TextField
          label={t('newDataset.source.hub.dataset')}
          hint={t('newDataset.source.hub.datasetHint')}
          error={missing ? t('newDataset.source.hub.datasetRequired') : null}
          value={dataset}
          onChange={(event) => {
            setDataset(event.target.value);
            setMissing(false);
            if (lookup.data || lookup.error) lookup.reset();
          }}
          placeholder="stanfordnlp/imdb"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={t('newDataset.source.hub.token')}
          hint={t('newDataset.source.hub.tokenHint')}
          type="password"
          value={token}
          onChange={(event) => setToken(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <div className={styles.actions}>
          <Button type="submit" variant={found ? 'secondary' : 'primary'} disabled={lookup.isPending}>
            {lookup.isPending ? t('newDataset.source.hub.lookingUp') : t('newDataset.source.hub.lookUp')}
          </Button>
        </div>
      </form>
      {refusal && <RefusalNote>{t('newDataset.source.hub.failed', { reason: refusal })}</RefusalNote>}
      {found && (
        <SplitChooser
          key={found.dataset}
          found={found}
          onChosen={(subset, split) => {
            rememberHubToken(found.dataset, token);
            onChosen(found.dataset, subset, split);
          }}
        />
      )}
    </section>
  );
}

function SplitChooser({ found, onChosen }: { found: HubDatasetSplits; onChosen: (subset: string, split: string) => void }) {
  const { t, i18n } = useTranslation();
  const subsets = found.subsets.filter((subset) => subset.splits.length > 0);
  const [subsetName, setSubsetName] = useState(subsets[0]?.name ?? '');
  const subset = subsets.find((candidate) => candidate.name === subsetName) ?? subsets[0];
  const [splitName, setSplitName] = useState(subset?.splits[0]?.name ?? '');
  const split = subset?.splits.find((candidate) => candidate.name === splitName) ?? subset?.splits[0];
  const subsetId = useId();
  const splitLegendId = useId();
  if (!subset || !split) {
    return <RefusalNote>{t('newDataset.source.hub.noSplits', { dataset: found.dataset })}</RefusalNote>;
  }
  const count = (rows: number | null) => (rows === null ? null : numberFormat(i18n.language).format(rows));
  return (
    <div className={styles.splits} data-testid="hub-splits">
      <p className={styles.found}>{t('newDataset.source.hub.found', { dataset: found.dataset })}</p>
      <div className={fieldStyles.field}>
        <label htmlFor={subsetId} className={fieldStyles.label}>
          {t('newDataset.source.hub.subset')}
        </label>
        <select
          id={subsetId}
          className={styles.select}
          value={subset.name}
          onChange={(event) => {
            setSubsetName(event.target.value);
            setSplitName(subsets.find((candidate) => candidate.name === event.target.value)?.splits[0]?.name ?? '');
          }}
        >
          {subsets.map((candidate) => (
            <option key={candidate.name} value={candidate.name}>
              {candidate.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.splitGroup} aria-labelledby={splitLegendId}>
        <legend id={splitLegendId} className={fieldStyles.label}>
          {t('newDataset.source.hub.split')}
        </legend>
        {subset.splits.map((candidate) => {
          const rows = count(candidate.rows);
          return (
            <label key={candidate.name} className={styles.splitOption}>
              <input
                type="radio"
                name={`${subset.name}-split`}
                value={candidate.name}
                checked={candidate.name === split.name}
                onChange={() => setSplitName(candidate.name)}
              />
              <span className={styles.splitName}>{candidate.name}</span>
              {rows !== null && <span className={styles.muted}>{t('newDataset.source.hub.rows', { count: candidate.rows ?? 0, rows })}</span>}
            </label>
          );
        })}
      </fieldset>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => onChosen(subset.name, split.name)}>
          {t('newDataset.source.hub.continue')}
        </Button>
      </div>
    </div>
  );
}

function HubIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <ellipse cx="12" cy="6" rx="8" ry="3" />
      <path d="M4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6" />
    </svg>
  );
}
