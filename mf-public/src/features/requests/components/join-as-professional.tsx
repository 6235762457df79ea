import { Button } from '@zaber/shared/antd/button';
import { Flex } from '@zaber/shared/antd/flex';
import { PALETTE } from '@zaber/shared/theme';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../../i18n/use-t';

/** Guests reading requests are asked to sign up as professionals (login modal, signup, type 1). */
export function JoinAsProfessional() {
  const t = useT();
  const { openModal } = useShell();
  return (
    <Surface style={{ background: PALETTE.surfaceInvite, marginBottom: 16 }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div style={{ maxWidth: 620 }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {t('public.requests.joinTitle')}
          </Typography.Text>
          <Typography.Paragraph style={{ margin: '4px 0 0' }}>{t('public.requests.joinText')}</Typography.Paragraph>
        </div>
        <Button type="primary" onClick={() => openModal({ type: 'login', signup: true, profileType: 1 })}>
          {t('public.requests.joinCta')}
        </Button>
      </Flex>
    </Surface>
  );
}
