import { Button, Card, Flex, Typography } from '@zaber/shared/antd';
import { useShell } from '@zaber/shared/ui/shell-services';
import { useTranslation } from 'react-i18next';

/** Guests reading requests are asked to sign up as professionals (login modal, signup, type 1). */
export function JoinAsProfessional() {
  const { t } = useTranslation();
  const { openModal } = useShell();
  return (
    <Card style={{ background: '#f6f8fb', marginBottom: 16 }}>
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
    </Card>
  );
}
