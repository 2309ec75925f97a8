import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_MESSAGE,
  FRAME_HOST_URL,
  FRAME_TOKENS,
  LOADED_MESSAGE,
  MIN_FRAME_HEIGHT,
  READY_MESSAGE,
  THEME_MESSAGE,
  buildFrameDocument,
  frameMessageType,
  readFrameHeight,
  templateRecord,
  type FrameTheme,
} from './custom-frame';
import { FieldCard, type FieldHeadingLevel } from './FieldCard';
import type { FieldViewProps } from './field-view-props';
import { TemplateError, renderTemplate } from './template';
import { afterNextPaint } from '../../../../shared/dom/scheduling';
import styles from './CustomField.module.css';

/** What custom templates may read of the record besides its fields (Argilla's `record.id`, `record.metadata`). */
export interface CustomFieldRecord {
  id?: string;
  external_id?: string | null;
  metadata?: Readonly<Record<string, unknown>> | null;
}

/**
 * A custom field: the admin's template rendered in a sandboxed frame (scripts allowed, but an
 * opaque origin: no access to the page, its storage, its session or the API; no network but images).
 * Basic templates are Handlebars-like and rendered here; advanced ones are HTML and scripts that
 * read the global `record`.
 */
export function CustomField({
  field,
  recordFields,
  record,
  headingLevel,
}: FieldViewProps & { record?: CustomFieldRecord; headingLevel?: FieldHeadingLevel }) {
  const { t } = useTranslation();
  const settings = field.settings.type === 'custom' ? field.settings : null;
  const template = settings?.template ?? '';
  const advanced = settings?.advanced_mode ?? false;

  const context = useMemo(
    () => templateRecord({ fields: recordFields, id: record?.id, external_id: record?.external_id, metadata: record?.metadata }),
    [recordFields, record?.id, record?.external_id, record?.metadata],
  );
  const rendered = useMemo((): { ok: true; body: string } | { ok: false; message: string } => {
    if (advanced) return { ok: true, body: template };
    try {
      return { ok: true, body: renderTemplate(template, { record: context }) };
    } catch (error) {
      if (error instanceof TemplateError) return { ok: false, message: error.message };
      throw error;
    }
  }, [template, advanced, context]);

  return (
    <FieldCard field={field} headingLevel={headingLevel}>
      {rendered.ok ? (
        <CustomFrame body={rendered.body} record={context} title={t('annotateFields.custom.frameTitle', { title: field.title })} />
      ) : (
        <p className={styles.error} role="alert">
          {t('annotateFields.custom.templateError', { message: rendered.message })}
        </p>
      )}
    </FieldCard>
  );
}

function CustomFrame({ body, record, title }: { body: string; record: unknown; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(MIN_FRAME_HEIGHT);
  const theme = useDocumentTheme();

  // The theme at the time the document is built is baked in; later switches are posted to the
  // frame, so switching theme does not reload (and reset) the template. A new record's document
  // replaces the old one in the same frame (no new frame per record).
  const latestTheme = useRef(theme);
  latestTheme.current = theme;
  const frameDocument = useMemo(() => {
    const baked = latestTheme.current;
    return { baked, srcDoc: buildFrameDocument({ body, record, theme: frameTheme(baked) }) };
  }, [body, record]);

  // Loading a document in the frame (parsing, styling, laying it out) runs on the page's own thread:
  // a new record's document goes in once the record has been drawn, so it does not hold the record
  // back. Until its document has loaded, the frame is hidden rather than showing the previous
  // record's content.
  const [loaded, setLoaded] = useState<string | null>(null);
  const [inFrame, setInFrame] = useState(frameDocument);
  useEffect(() => {
    if (inFrame.srcDoc === frameDocument.srcDoc) return;
    return afterNextPaint(() => setInFrame(frameDocument));
  }, [frameDocument, inFrame]);
  const current = inFrame.srcDoc === frameDocument.srcDoc && loaded === inFrame.srcDoc;

  // The frame loads the frame document file, which asks for the record's document once ready: it
  // gets the latest one. `written` is the document the frame holds; another one needs the file
  // loaded afresh (replacing the frame's history entry, so Back still leaves the page's record).
  const latestDocument = useRef(inFrame);
  latestDocument.current = inFrame;
  const written = useRef<typeof inFrame | null>(null);
  useEffect(() => {
    if (written.current === null || written.current === inFrame) return;
    written.current = null;
    frame.current?.contentWindow?.location.replace(FRAME_HOST_URL);
  }, [inFrame]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this field's own frame may ask for documents and size it.
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target) return;
      const type = frameMessageType(event.data);
      if (type === READY_MESSAGE) {
        written.current = latestDocument.current;
        target.postMessage({ type: DOCUMENT_MESSAGE, html: written.current.srcDoc }, '*');
      } else if (type === LOADED_MESSAGE && written.current) {
        const shownDocument = written.current;
        setLoaded(shownDocument.srcDoc);
        // A switch while the document was loading reached the document before it.
        const now = readTheme();
        if (now !== shownDocument.baked) postTheme(target, now);
      } else {
        const reported = readFrameHeight(event.data);
        if (reported !== null) setHeight(reported);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Switches are sent only when the frame shows another theme than the page's.
  const shown = useRef({ document: inFrame, theme: inFrame.baked });
  useEffect(() => {
    if (shown.current.document !== inFrame) shown.current = { document: inFrame, theme: inFrame.baked };
    if (shown.current.theme === theme) return;
    shown.current.theme = theme;
    const target = frame.current?.contentWindow;
    if (target) postTheme(target, theme);
  }, [theme, inFrame]);

  return (
    <iframe
      ref={frame}
      className={styles.frame}
      title={title}
      sandbox="allow-scripts"
      src={FRAME_HOST_URL}
      referrerPolicy="no-referrer"
      style={{ height, visibility: current ? undefined : 'hidden' }}
      aria-busy={current ? undefined : true}
      data-testid="custom-field-frame"
    />
  );
}

/*
 * The frame's origin is opaque ('null'), so '*' is the only target that reaches it; the page sends it
 * nothing but the record's document (which it is there to show) and colours.
 */
function postTheme(target: Window, theme: 'light' | 'dark'): void {
  target.postMessage({ type: THEME_MESSAGE, theme: frameTheme(theme) }, '*');
}

// Reading the tokens forces a style calculation of the page: once per theme is enough.
const frameThemes = new Map<'light' | 'dark', FrameTheme>();

function frameTheme(theme: 'light' | 'dark'): FrameTheme {
  const cached = frameThemes.get(theme);
  if (cached && readTheme() === theme) return cached;
  const computed = getComputedStyle(document.documentElement);
  const tokens: Record<string, string> = {};
  for (const name of FRAME_TOKENS) {
    const value = computed.getPropertyValue(name).trim();
    if (value) tokens[name] = value;
  }
  const read = { theme, tokens };
  // Only a complete reading of the theme on screen is kept (not one taken before the styles loaded).
  if (readTheme() === theme && Object.keys(tokens).length === FRAME_TOKENS.length) frameThemes.set(theme, read);
  return read;
}

function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

function readTheme(): 'light' | 'dark' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** The theme applied to the page (`data-theme` on <html>), whoever set it. */
function useDocumentTheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribeToTheme, readTheme, () => 'light');
}
