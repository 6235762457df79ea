import { modalOpened } from '@zaber/shared/platform/store/modals-slice';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocationSearch } from '../../lib/use-pathname';

/** The query parameter the payment gateway's return URL carries: `?platba=<paymentOrderId>`. */
export const PAYMENT_RETURN_PARAM = 'platba';

/**
 * Takes the payment order id out of the current URL (history.replaceState, so a reload, a shared
 * link or the back button never opens the status again); null when the URL carries none.
 */
export function takePaymentReturn(): string | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(PAYMENT_RETURN_PARAM)) return null;
  const id = url.searchParams.get(PAYMENT_RETURN_PARAM)?.trim() ?? '';
  url.searchParams.delete(PAYMENT_RETURN_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return id === '' ? null : id;
}

/**
 * Back from the gateway the page opens on `…?platba=<id>`: the payment-status modal opens once with
 * that order (a guest whose session expired signs in first, as for any account modal), and the
 * parameter leaves the URL.
 */
export function PaymentReturn() {
  const dispatch = useDispatch();
  const search = useLocationSearch();
  useEffect(() => {
    if (!search) return;
    const paymentId = takePaymentReturn();
    if (paymentId) dispatch(modalOpened({ type: 'payment-status', paymentId }));
  }, [search, dispatch]);
  return null;
}
