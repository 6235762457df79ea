import { ENGAGEMENT_ERRORS } from '@zaber/shared/packages/schema';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';

/*
 * What a package order and a targeted request share on the client's lists (/objednavky/,
 * /cilene-poptavky/) beside the status tag and the message button of @zaber/shared/engagements.
 */

/** Spec §8: a rejected order or targeted request says the professional probably has no free date. */
export function RejectedAlert() {
  return <Alert type="warning" showIcon icon={<AlertIcon type="warning" />} title={ENGAGEMENT_ERRORS.NO_FREE_DATE} className="z-mt-3" />;
}
