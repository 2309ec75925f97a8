import type { CSSProperties } from 'react';
import type { Bounds } from './range-input';
import styles from './RangeSlider.module.css';

export interface RangeSliderProps {
  bounds: Bounds;
  step: number;
  low: number;
  high: number;
  lowLabel: string;
  highLabel: string;
  format: (value: number) => string;
  onChange: (low: number, high: number) => void;
}

/**
 * Two native range inputs over one track: each thumb is a real slider to assistive technology and the
 * keyboard (arrows, Page Up/Down, Home/End), and the thumbs never pass each other.
 */
export function RangeSlider({ bounds, step, low, high, lowLabel, highLabel, format, onChange }: RangeSliderProps) {
  const span = bounds.max - bounds.min;
  const percent = (value: number) => `${((value - bounds.min) / span) * 100}%`;
  const style = { '--low': percent(low), '--high': percent(high) } as CSSProperties;
  return (
    <div className={styles.slider} style={style}>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} />
      </div>
      <input
        type="range"
        className={styles.thumb}
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={low}
        aria-label={lowLabel}
        aria-valuetext={format(low)}
        onChange={(event) => onChange(Math.min(Number(event.target.value), high), high)}
        data-testid="range-slider-low"
        data-focus-key="slider-low"
      />
      <input
        type="range"
        className={styles.thumb}
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={high}
        aria-label={highLabel}
        aria-valuetext={format(high)}
        onChange={(event) => onChange(low, Math.max(Number(event.target.value), low))}
        data-testid="range-slider-high"
        data-focus-key="slider-high"
      />
    </div>
  );
}
