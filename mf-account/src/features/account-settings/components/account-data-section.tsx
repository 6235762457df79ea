import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { ACCOUNT_EXPORT_PATH } from '@zaber/shared/accounts/account-rights';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { saveBlob } from '../../../lib/save-blob';

/** The file name the API gave (`attachment; filename="zaber-data-2026-11-26.zip"`). */
function fileNameOf(disposition: string | null): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? 'zaber-data.zip';
}

/**
 * "Vaše data": everything Záběr holds about the user (GDPR art. 15, 20) as one ZIP, fetched with the
 * session cookie and saved as a file; a refusal (e.g. too many downloads an hour) says so in Czech.
 */
export function AccountDataSection({ className }: { className: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch(ACCOUNT_EXPORT_PATH, { credentials: 'include' });
      if (!response.ok) throw new Error(`The export answered ${response.status}`);
      saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Surface className={className}>
      <Typography.Title level={2} className="z-font-xl z-mt-0">
        {t('account.settings.data.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('account.settings.data.intro')}</Typography.Paragraph>
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void download()}>
        {t('account.settings.data.download')}
      </Button>
      {failed && <Alert type="error" showIcon icon={<AlertIcon type="error" />} title={t('account.settings.data.failed')} role="alert" className="z-mt-3" />}
    </Surface>
  );
}
