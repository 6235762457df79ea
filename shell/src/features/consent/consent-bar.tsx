import { href } from '@zaber/shared/platform/routes';
import type { Consent } from '@zaber/shared/platform/store/consent-slice';
import { Button } from '@zaber/shared/ui/antd/button';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/use-t';

const ConsentChoices = lazy(() => import('./consent-choices'));

export interface ConsentBarProps {
  /** Called with the visitor's choice; the caller stores it for a year and applies it. */
  onChoose: (consent: Consent) => void;
}

/** Cookie consent (spec §4, §9): necessary always on; analytics and marketing only when allowed. */
export function ConsentBar({ onChoose }: ConsentBarProps) {
  const t = useT();
  const [customising, setCustomising] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  return (
    <section className="consent-bar" role="dialog" aria-modal="false" aria-labelledby="consent-title">
      <div className="consent-bar__inner">
        {/* Plain elements styled as antd's Typography: its code (with the editable and copyable
            parts, Input and Tooltip) is not worth downloading for one heading on a first visit. */}
        <h2 id="consent-title" className="ant-typography consent-bar__title">
          {t('shell.consent.title')}
        </h2>
        <p className="consent-bar__text">
          {t('shell.consent.text')} <a href={href('cookies')}>{t('shell.consent.more')}</a>
        </p>
        {customising && (
          <Suspense fallback={<div className="consent-bar__choices" />}>
            <ConsentChoices analytics={analytics} marketing={marketing} onAnalytics={setAnalytics} onMarketing={setMarketing} />
          </Suspense>
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
