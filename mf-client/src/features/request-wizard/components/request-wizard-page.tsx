import { href } from '@zaber/shared/platform/routes';
import { Button } from '@zaber/shared/ui/antd/button';
import { Result } from '@zaber/shared/ui/antd/result';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { useEffect } from 'react';
import { useT } from '../../../i18n/use-t';
import { useViewerRole } from '../../../lib/use-viewer-role';
import { presetOf } from '../wizard-draft';
import { RequestWizard } from './request-wizard';

/**
 * /vlozit-poptavku/, /poptavky/vlozit-poptavku/, /poptavky/{categorySlug}/vlozit-poptavku/ and the
 * landing /{serviceSlug}/vlozit-poptavku/: the wizard for guests and clients; a professional is told
 * a client account is needed.
 */
export function RequestWizardPage({ match }: PageProps) {
  const t = useT();
  const { showError, navigate } = useShell();
  const role = useViewerRole();
  const preset = presetOf(match.params.categorySlug ?? match.params.serviceSlug);
  const unknown = preset === 'unknown';
  useEffect(() => {
    if (unknown) showError(404, t('client.wizard.unknownService'));
  }, [unknown, showError, t]);
  if (unknown) return null;

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      {role === 'executor' ? (
        <Result
          status="info"
          title={t('client.wizard.executor.title')}
          subTitle={t('client.wizard.executor.text')}
          extra={
            <Button type="primary" onClick={() => navigate(href('requests'))}>
              {t('client.wizard.executor.toFeed')}
            </Button>
          }
        />
      ) : (
        <RequestWizard role={role} preset={preset} />
      )}
    </>
  );
}
