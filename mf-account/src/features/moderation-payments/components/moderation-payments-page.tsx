import { type ShellState, selectIsModerator } from '@zaber/shared/platform/store/shell-state';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useT } from '../../../i18n/use-t';
import { useSectionTabs } from '../../../lib/section-tabs-slot';
import { PaymentsStyles } from './payments-styles';
import { StatementImport } from './statement-import';
import { UnpaidTransfers } from './unpaid-transfers';

/** /account/moderation/platby/: moderators only; anyone else gets the shell's 403. */
export function ModerationPaymentsPage(props: PageProps) {
  const { showError } = useShell();
  const isModerator = useSelector((state: ShellState) => selectIsModerator(state));
  useEffect(() => {
    if (!isModerator) showError(403);
  }, [isModerator, showError]);
  return isModerator ? <ModerationPayments {...props} /> : null;
}

/** Bank transfers waiting for their money: confirmed one by one, or paid by an imported statement. */
function ModerationPayments({ match }: PageProps) {
  const t = useT();
  const sectionTabs = useSectionTabs();
  return (
    <>
      <PaymentsStyles />
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} extra={sectionTabs} />
      <Typography.Paragraph>{t('account.moderationPayments.intro')}</Typography.Paragraph>
      <section aria-labelledby="unpaid-transfers" className="z-mb-5">
        <Typography.Title level={2} id="unpaid-transfers" className="z-font-xl">
          {t('account.moderationPayments.unpaidTitle')}
        </Typography.Title>
        <UnpaidTransfers />
      </section>
      <section aria-labelledby="statement-import">
        <Typography.Title level={2} id="statement-import" className="z-font-xl">
          {t('account.moderationPayments.importTitle')}
        </Typography.Title>
        <Surface>
          <StatementImport />
        </Surface>
      </section>
    </>
  );
}
