// The consent bar's choices (analytics, marketing), shown when the visitor customises: loaded
// then (consent-bar.tsx), so the bar of a first visit does not download antd's Checkbox.

import { Checkbox } from '@zaber/shared/ui/antd/checkbox';
import { useT } from '../../i18n/use-t';

export interface ConsentChoicesProps {
  analytics: boolean;
  marketing: boolean;
  onAnalytics: (value: boolean) => void;
  onMarketing: (value: boolean) => void;
}

export default function ConsentChoices({ analytics, marketing, onAnalytics, onMarketing }: ConsentChoicesProps) {
  const t = useT();
  return (
    <div className="consent-bar__choices">
      <Checkbox checked disabled>
        {t('shell.consent.necessary')}
      </Checkbox>
      <Checkbox checked={analytics} onChange={(e) => onAnalytics(e.target.checked)}>
        {t('shell.consent.analytics')}
      </Checkbox>
      <Checkbox checked={marketing} onChange={(e) => onMarketing(e.target.checked)}>
        {t('shell.consent.marketing')}
      </Checkbox>
    </div>
  );
}
