import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../../components/ui/CopyButton';
import { FieldCard, FieldEmpty, type FieldHeadingLevel } from './FieldCard';
import type { FieldViewProps } from './field-view-props';
import { MarkdownContent } from './MarkdownContent';
import { textDisplay } from './text-display';
import styles from './TextField.module.css';

/** A text field: markdown when the field says so, otherwise the text exactly as written. */
export function TextField({ field, value, headingLevel }: FieldViewProps & { headingLevel?: FieldHeadingLevel }) {
  const { t } = useTranslation();
  const useMarkdown = field.settings.type === 'text' && field.settings.use_markdown;
  const display = textDisplay(useMarkdown, value);
  const copy =
    display.kind === 'empty' ? undefined : (
      <CopyButton text={display.text} label={t('annotateFields.copyText')} size="small" variant="ghost" />
    );

  return (
    <FieldCard field={field} headingLevel={headingLevel} actions={copy}>
      {display.kind === 'empty' && <FieldEmpty>{t('annotateFields.empty')}</FieldEmpty>}
      {display.kind === 'markdown' && <MarkdownContent text={display.text} />}
      {display.kind === 'plain' && (
        <div className={styles.plain} dir="auto">
          {display.text}
        </div>
      )}
    </FieldCard>
  );
}
