import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Typography } from '@zaber/shared/antd';
import { href } from '@zaber/shared/routes';
import type { Consent } from '@zaber/shared/store/consent-slice';

export interface ConsentBarProps {
  /** Called with the visitor's choice; the caller stores it for a year and applies it. */
  onChoose: (consent: Consent) => void;
}

/** Cookie consent (spec §4, §9): necessary always on; analytics and marketing only when allowed. */
export function ConsentBar({ onChoose }: ConsentBarProps) {
  const { t } = useTranslation();
  const [customising, setCustomising] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  return (
    <section className="consent-bar" role="dialog" aria-modal="false" aria-labelledby="consent-title">
      <div className="consent-bar__inner">
        <Typography.Title level={2} id="consent-title" className="consent-bar__title">
          {t('shell.consent.title')}
        </Typography.Title>
        <Typography.Paragraph className="consent-bar__text">
          {t('shell.consent.text')} <a href={href('cookies')}>{t('shell.consent.more')}</a>
        </Typography.Paragraph>
        {customising && (
          <div className="consent-bar__choices">
            <Checkbox checked disabled>
              {t('shell.consent.necessary')}
            </Checkbox>
            <Checkbox checked={analytics} onChange={(e) => setAnalytics(e.target.checked)}>
              {t('shell.consent.analytics')}
            </Checkbox>
            <Checkbox checked={marketing} onChange={(e) => setMarketing(e.target.checked)}>
              {t('shell.consent.marketing')}
            </Checkbox>
          </div>
        )}
        <div className="consent-bar__actions">
          <Button type="primary" onClick={() => onChoose({ analytics: true, marketing: true })}>
            {t('shell.consent.acceptAll')}
          </Button>
          {customising ? (
            <Button onClick={() => onChoose({ analytics, marketing })}>{t('shell.consent.save')}</Button>
          ) : (
            <Button onClick={() => setCustomising(true)}>{t('shell.consent.customise')}</Button>
          )}
          <Button type="text" onClick={() => onChoose({ analytics: false, marketing: false })}>
            {t('shell.consent.declineAll')}
          </Button>
        </div>
      </div>
    </section>
  );
}
