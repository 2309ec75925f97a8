import type { AgreementMetric } from '@gloss/contract';

/**
 * How a figure reads in words. Kappa and alpha use Landis & Koch's (1977) bands, the ones most papers
 * quote; a rank correlation uses the usual strength words. Token F1 has no agreed bands, so none is given.
 */
export type AgreementBand =
  | 'poor'
  | 'slight'
  | 'fair'
  | 'moderate'
  | 'substantial'
  | 'almostPerfect'
  | 'opposed'
  | 'veryWeak'
  | 'weak'
  | 'strong'
  | 'veryStrong';

/** What a band says about the team, for its colour: good, middling or a warning. */
export type BandTone = 'good' | 'middling' | 'bad';

const CHANCE_CORRECTED: ReadonlySet<AgreementMetric> = new Set(['cohen_kappa', 'weighted_kappa', 'fleiss_kappa', 'krippendorff_alpha']);

/** Landis & Koch: below 0 poor, up to .20 slight, .40 fair, .60 moderate, .80 substantial, above almost perfect. */
function landisKoch(value: number): AgreementBand {
  if (value < 0) return 'poor';
  if (value <= 0.2) return 'slight';
  if (value <= 0.4) return 'fair';
  if (value <= 0.6) return 'moderate';
  if (value <= 0.8) return 'substantial';
  return 'almostPerfect';
}

function correlationStrength(value: number): AgreementBand {
  if (value < 0) return 'opposed';
  if (value < 0.2) return 'veryWeak';
  if (value < 0.4) return 'weak';
  if (value < 0.6) return 'moderate';
  if (value < 0.8) return 'strong';
  return 'veryStrong';
}

/** The band a figure falls in, or null when it has no value or its metric has no bands. */
export function bandOf(metric: AgreementMetric, value: number | null): AgreementBand | null {
  if (value === null || !Number.isFinite(value)) return null;
  if (CHANCE_CORRECTED.has(metric)) return landisKoch(value);
  if (metric === 'spearman_rho') return correlationStrength(value);
  return null;
}

const TONES: Record<AgreementBand, BandTone> = {
  poor: 'bad',
  slight: 'bad',
  fair: 'middling',
  moderate: 'middling',
  substantial: 'good',
  almostPerfect: 'good',
  opposed: 'bad',
  veryWeak: 'bad',
  weak: 'middling',
  strong: 'good',
  veryStrong: 'good',
};

export function toneOf(band: AgreementBand): BandTone {
  return TONES[band];
}

/**
 * The tone of a bare figure, for a matrix cell's colour: a band's tone where the metric has bands, and
 * for token F1 (a share of matching tokens) the same cut-offs as kappa's fair and substantial.
 */
export function toneOfFigure(metric: AgreementMetric, value: number | null): BandTone | null {
  if (value === null || !Number.isFinite(value)) return null;
  const band = bandOf(metric, value);
  if (band) return toneOf(band);
  return value > 0.8 ? 'good' : value > 0.4 ? 'middling' : 'bad';
}

/** Why a figure has no value: too few records with two answers, or answers with nothing to tell from chance. */
export type MissingReason = 'fewRecords' | 'noVariation';

export function missingReason(records: number): MissingReason {
  return records < 2 ? 'fewRecords' : 'noVariation';
}
