import type { Webhook } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AccessDenied } from '../../components/ui/AccessDenied';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { PageSpinner } from '../../components/ui/Spinner';
import { buildQuery } from '../../shared/api/query-params';
import { canManageWebhooks } from '../../shared/auth/owner-pages';
import { useCurrentUser } from '../../shared/auth/queries';
import { InternalLayout } from '../../components/layout/InternalLayout';
import { HOME_PATH } from '../../shared/routing/paths';
import { CreatedSecretDialog } from './CreatedSecretDialog';
import { DeleteWebhookDialog } from './DeleteWebhookDialog';
import { useWebhooks } from './queries';
import { RevealSecretDialog } from './RevealSecretDialog';
import { canCreateMore, WEBHOOKS_MAX } from './webhook-form';
import { WebhookDetail } from './WebhookDetail';
import { WebhookFormDialog } from './WebhookFormDialog';
import { WebhookList } from './WebhookList';
import emptyStyles from '../../components/ui/EmptyState.module.css';
import styles from './WebhooksPage.module.css';

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'created'; webhook: Webhook }
  | { kind: 'edit' | 'delete' | 'reveal'; webhook: Webhook };

/**
 * `/webhooks`: owners create, edit, switch off and delete the server's webhooks, send them a test event
 * and follow each one's deliveries; other roles are told the page is not theirs. The open webhook is
 * `?webhook=<id>`.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const { data: viewer } = useCurrentUser();
  const owner = canManageWebhooks(viewer?.role);
  const webhooks = useWebhooks(owner);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const navigate = useNavigate();
  const open = (id: string | null) => void navigate({ search: id ? buildQuery({ webhook: id }) : '' });
  const close = () => setDialog(null);
  const title = t('webhooks.title');
  const atLimit = webhooks.isSuccess && !canCreateMore(webhooks.data.length);

  return (
    <InternalLayout
      title={title}
      breadcrumbs={[{ label: t('header.home'), to: HOME_PATH }, { label: title }]}
      titleActions={
        owner &&
        webhooks.isSuccess && (
          <Button variant="primary" onClick={() => setDialog({ kind: 'create' })} disabled={atLimit} aria-describedby={atLimit ? 'webhooks-limit' : undefined}>
            {t('webhooks.actions.create')}
          </Button>
        )
      }
    >
      {!viewer ? (
        <PageSpinner label={t('common.loading')} />
      ) : !owner ? (
        <AccessDenied
          title={t('webhooks.notAllowed.title')}
          text={t('webhooks.notAllowed.text')}
          action={<ButtonLink to={HOME_PATH}>{t('webhooks.notAllowed.back')}</ButtonLink>}
        />
      ) : webhooks.isError ? (
        <LoadFailed message={t('webhooks.loadFailed')} onRetry={() => void webhooks.refetch()} />
      ) : webhooks.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : webhooks.data.length === 0 ? (
        <section className={`${emptyStyles.panel} ${emptyStyles.dashed}`} data-testid="webhooks-empty">
          <h2 className={emptyStyles.title}>{t('webhooks.empty.title')}</h2>
          <p className={emptyStyles.text}>{t('webhooks.empty.text')}</p>
        </section>
      ) : (
        <WebhooksBoard webhooks={webhooks.data} atLimit={atLimit} onOpenDialog={setDialog} />
      )}
      {dialog?.kind === 'create' && (
        <WebhookFormDialog
          onClose={close}
          onSaved={(webhook) => {
            open(webhook.id);
            setDialog({ kind: 'created', webhook });
          }}
        />
      )}
      {dialog?.kind === 'created' && <CreatedSecretDialog webhook={dialog.webhook} onClose={close} />}
      {dialog?.kind === 'edit' && <WebhookFormDialog webhook={dialog.webhook} onClose={close} onSaved={close} />}
      {dialog?.kind === 'reveal' && <RevealSecretDialog webhook={dialog.webhook} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <DeleteWebhookDialog
          webhook={dialog.webhook}
          onClose={close}
          onDeleted={() => {
            close();
            open(null);
          }}
        />
      )}
    </InternalLayout>
  );
}

function WebhooksBoard({
  webhooks,
  atLimit,
  onOpenDialog,
}: {
  webhooks: readonly Webhook[];
  atLimit: boolean;
  onOpenDialog: (dialog: OpenDialog) => void;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const wanted = params.get('webhook');
  const selected = webhooks.find((webhook) => webhook.id === wanted) ?? webhooks[0];
  return (
    <>
      <div className={styles.intro}>
        <p>{t('webhooks.intro')}</p>
        <p className={styles.count} id="webhooks-limit" data-testid="webhooks-count">
          {atLimit ? t('webhooks.limitNote', { max: WEBHOOKS_MAX }) : t('webhooks.count', { count: webhooks.length, max: WEBHOOKS_MAX })}
        </p>
      </div>
      <div className={styles.board}>
        <WebhookList webhooks={webhooks} selectedId={selected?.id} />
        {selected && (
          <WebhookDetail
            key={selected.id}
            webhook={selected}
            onEdit={() => onOpenDialog({ kind: 'edit', webhook: selected })}
            onDelete={() => onOpenDialog({ kind: 'delete', webhook: selected })}
            onReveal={() => onOpenDialog({ kind: 'reveal', webhook: selected })}
          />
        )}
      </div>
    </>
  );
}
