import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { type MouseEvent, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { saveBlob } from '../save-blob';

// Inline: the link shows once per table row, in pages and in the shell's modals.

export interface InvoiceLinkProps {
  number: string;
  downloadUrl: string;
}

/**
 * The invoice's PDF: an authenticated GET by the session's HttpOnly `zaber-token` cookie. The link
 * also works on its own ("open in a new tab"), but a plain click downloads with `fetch`, so a
 * refusal shows as a Czech message instead of the API's JSON in a tab.
 */
export function InvoiceLink({ number, downloadUrl }: InvoiceLinkProps) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const fileName = `faktura-${number}.pdf`;

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch(downloadUrl, { credentials: 'include' });
      if (!response.ok) throw new Error(`Invoice download answered ${response.status}`);
      saveBlob(await response.blob(), fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="z-d-inline-flex z-flex-column z-gap-2px">
      <a href={downloadUrl} download={fileName} onClick={(event) => void onClick(event)} aria-busy={busy || undefined}>
        <DownloadOutlined aria-hidden /> {t('account.invoice.download', { number })}
      </a>
      {failed && (
        <span className="z-color-error z-font-sm" role="alert">
          {t('account.invoice.failed')}
        </span>
      )}
    </span>
  );
}
