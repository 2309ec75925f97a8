import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './Button';

/** How long "Copied" shows after a copy. */
export const COPY_TOOLTIP_MS = 1_000;

export function CopyButton({ text, label, ...rest }: { text: string; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Without clipboard permission (plain http on another host), select-and-copy the old way.
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.append(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setCopied(true);
  }

  return (
    <Button onClick={copy} aria-live="polite" {...rest}>
      {copied ? t('common.copied') : (label ?? t('common.copy'))}
    </Button>
  );
}
