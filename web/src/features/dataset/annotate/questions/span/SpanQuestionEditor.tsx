import { useEffect, useId, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { SpanAnswer } from '../../model/types';
import { focusSpanText } from '../dom';
import type { QuestionEditorProps } from '../editor-props';
import { hasCommandModifier, isTypingTarget, labelIndexForKey } from './keyboard';
import { LabelPicker } from './LabelPicker';
import { type SpanSettings, spanLabels, spanSettingsOf } from './labels';
import { drawableSpans, relabelSpan, removeSpan, spanKey } from './span-model';
import { selectSpan, useChosenLabel, useSpanSelection } from './span-store';
import { SpanList } from './SpanList';
import { indexText } from './text-index';
import styles from './SpanQuestionEditor.module.css';

/**
 * The span question in the questionnaire: the label picker (the label new spans get, shared with
 * the annotated field through `span-store`) and the list of spans, where each can be shown in the
 * text, relabelled or removed. Spans themselves are made in the field (`SpanAnnotatedField`), by
 * mouse or keyboard.
 *
 * Keys while the question is active: 1–9, then 0, choose the label (see `SPAN_SHORTCUTS`). They are
 * ignored while typing in a text box or when a handler before this one took the key.
 */
export function SpanQuestionEditor(props: QuestionEditorProps<SpanAnswer[]>) {
  const settings = spanSettingsOf(props.question);
  if (!settings) return null;
  return <SpanEditorBody {...props} settings={settings} />;
}

function SpanEditorBody({
  question,
  settings,
  value,
  onChange,
  suggestion,
  record,
  fields,
  active,
  onActivate,
  disabled = false,
}: QuestionEditorProps<SpanAnswer[]> & { settings: SpanSettings }) {
  const { t } = useTranslation();
  const ids = useId();
  const labels = useMemo(() => spanLabels(settings.options), [settings.options]);
  const labelsByValue = useMemo(() => new Map(labels.map((label) => [label.value, label])), [labels]);
  const optionValues = useMemo(() => labels.map((label) => label.value), [labels]);
  const [chosen, choose] = useChosenLabel(question.id, optionValues);
  const selection = useSpanSelection(question.id);

  const fieldTitle = fields.find((field) => field.name === settings.field)?.title || settings.field;
  const content: unknown = record.fields[settings.field];
  const text = typeof content === 'string' ? content : null;
  const index = useMemo(() => indexText(text ?? ''), [text]);
  const spans = useMemo(() => drawableSpans(value, index.length), [value, index.length]);

  useEffect(() => {
    if (!active || disabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.shiftKey || hasCommandModifier(event) || isTypingTarget(event.target)) return;
      const position = labelIndexForKey(event.key);
      if (position === null || position >= optionValues.length) return;
      event.preventDefault();
      choose(optionValues[position]);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, disabled, optionValues, choose]);

  const relabel = (span: SpanAnswer, label: string) => {
    onChange(relabelSpan(spans, span, label));
    selectSpan(question.id, spanKey({ ...span, label }));
  };
  const remove = (span: SpanAnswer) => {
    onChange(removeSpan(spans, span));
    if (selection.key === spanKey(span)) selectSpan(question.id, null);
  };

  return (
    <div className={styles.editor} onFocusCapture={onActivate} onPointerDownCapture={onActivate} data-active={active || undefined}>
      <LabelPicker labels={labels} chosen={chosen} onChoose={choose} visibleOptions={settings.visible_options} scope={record.id} disabled={disabled} />
      {text === null ? (
        <p className={styles.warning} role="note">
          {t(content === undefined ? 'annotateSpan.missingField' : 'annotateSpan.notText', { field: fieldTitle })}
        </p>
      ) : (
        <section className={styles.spans} aria-labelledby={`${ids}-spans`}>
          <h4 id={`${ids}-spans`} className={styles.spansHeading}>
            {t('annotateSpan.list.heading')}
            <span className={styles.count}>{t('annotateSpan.list.count', { count: spans.length })}</span>
          </h4>
          <SpanList
            spans={spans}
            index={index}
            labels={labels}
            labelsByValue={labelsByValue}
            selectedKey={selection.key}
            fieldTitle={fieldTitle}
            suggestion={suggestion}
            disabled={disabled}
            scope={record.id}
            onShow={(span) => selectSpan(question.id, spanKey(span), true)}
            onRelabel={relabel}
            onRemove={remove}
          />
          {!disabled && (
            <p className={styles.hint}>
              <Trans
                i18nKey="annotateSpan.list.keyboardHint"
                components={{ text: <button type="button" className={styles.more} onClick={() => focusSpanText(question.id)} /> }}
              />
            </p>
          )}
        </section>
      )}
    </div>
  );
}
