import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../../i18n/use-t';

/** Guests reading requests are asked to sign up as professionals (login modal, signup, type 1). */
export function JoinAsProfessional() {
  const t = useT();
  const { openModal } = useShell();
  return (
    <Surface className="z-bg-surface-invite z-mb-4">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div className="z-max-w-620">
          <Typography.Text strong className="z-font-md">
            {t('public.requests.joinTitle')}
          </Typography.Text>
          <Typography.Paragraph className="z-m-1-0-0">{t('public.requests.joinText')}</Typography.Paragraph>
        </div>
        <Button type="primary" onClick={() => openModal({ type: 'login', signup: true, profileType: 1 })}>
          {t('public.requests.joinCta')}
        </Button>
      </Flex>
    </Surface>
  );
}
