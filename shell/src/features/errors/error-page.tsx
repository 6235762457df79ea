import { Button } from '@zaber/shared/antd/button';
import { Result } from '@zaber/shared/antd/result';
import { useTranslation } from 'react-i18next';
import { href } from '@zaber/shared/routes';
import { onLinkClick } from '../../lib/navigation';

export type ErrorKind = 'not-found' | 'login-required' | 'guests-only' | 'wrong-role' | 'unavailable' | 'error';

export interface ErrorPageProps {
  kind: ErrorKind;
  message?: string;
  onLogin?: () => void;
}

/** The shell's error pages (spec §2 Error page, §5, §8). */
export function ErrorPage({ kind, message, onLogin }: ErrorPageProps) {
  const { t } = useTranslation();
  const home = (
    <Button key="home" href={href('home')} onClick={onLinkClick}>
      {t('common.home')}
    </Button>
  );
  switch (kind) {
    case 'not-found':
      return <Result status="404" title={t('shell.error.notFoundTitle')} subTitle={message ?? t('shell.error.notFound')} extra={home} data-status="404" />;
    case 'login-required':
      return (
        <Result
          status="403"
          title={t('shell.error.forbiddenTitle')}
          subTitle={t('shell.error.forbiddenLogin')}
          data-status="403"
          extra={[
            <Button key="login" type="primary" onClick={onLogin}>
              {t('common.login')}
            </Button>,
            home,
          ]}
        />
      );
    case 'guests-only':
      return <Result status="403" title={t('shell.error.permissionDenied')} extra={home} data-status="403" />;
    case 'wrong-role':
      return <Result status="403" title={t('shell.error.forbiddenTitle')} subTitle={t('shell.error.wrongRole')} extra={home} data-status="403" />;
    case 'unavailable':
      return (
        <Result status="500" title={t('shell.error.serviceUnavailableTitle')} subTitle={message ?? t('common.genericError')} extra={home} data-status="503" />
      );
    case 'error':
      return <Result status="500" title={t('shell.error.errorTitle')} subTitle={message ?? t('common.genericError')} extra={home} data-status="500" />;
  }
}
