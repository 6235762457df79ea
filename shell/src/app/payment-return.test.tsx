import { act, screen } from '@testing-library/react';
import type { ModalContent } from '@zaber/shared/platform/contract';
import { StrictMode } from 'react';
import { PaymentReturn } from '../features/modals/payment-return';
import { renderShell } from '../testing/render-shell';
import { GlobalModals } from './global-modals';

// What mf-account's ./app gives for the payment-status modal: here it names the order it shows.
const PaymentStatusContent: ModalContent = ({ request }) => (
  <div role="dialog" aria-label="Stav platby">
    {request.type === 'payment-status' && `Platba ${request.paymentId}`}
  </div>
);

const currentUrl = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('returning from the payment gateway', () => {
  it('opens the payment-status modal once with the order from ?platba= and cleans the URL', async () => {
    window.history.replaceState(null, '', '/account/transactions/?platba=pay-42&strana=2#vypis');
    const load = jest.fn(async () => PaymentStatusContent);
    const { store } = renderShell(
      // StrictMode runs the effect twice, as in development: still one modal.
      <StrictMode>
        <PaymentReturn />
        <GlobalModals onLoggedIn={jest.fn()} loadModalContent={load} />
      </StrictMode>,
      'executor',
    );
    expect(await screen.findByText('Platba pay-42')).toBeInTheDocument();
    expect(store.getState().modals.stack).toEqual([{ type: 'payment-status', paymentId: 'pay-42' }]);
    // Only the gateway's parameter leaves; the page's own query and hash stay.
    expect(currentUrl()).toBe('/account/transactions/?strana=2#vypis');

    // The synthetic popstate single-spa fires after replaceState (and any later one) opens nothing more.
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(store.getState().modals.stack).toHaveLength(1);
    expect(load).toHaveBeenCalledWith('payment-status');
  });

  it('opens it when a navigation inside the page brings the parameter too', () => {
    window.history.replaceState(null, '', '/');
    const { store } = renderShell(<PaymentReturn />, 'executor');
    expect(store.getState().modals.stack).toEqual([]);
    act(() => {
      window.history.pushState(null, '', '/?platba=7');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(store.getState().modals.stack).toEqual([{ type: 'payment-status', paymentId: '7' }]);
    expect(currentUrl()).toBe('/');
  });

  it('leaves a URL without the parameter alone and ignores an empty one', () => {
    window.history.replaceState(null, '', '/poptavky/?strana=3');
    const replace = jest.spyOn(window.history, 'replaceState');
    const { store } = renderShell(<PaymentReturn />, 'executor');
    expect(replace).not.toHaveBeenCalled();
    replace.mockRestore();
    act(() => {
      window.history.pushState(null, '', '/poptavky/?platba=');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(store.getState().modals.stack).toEqual([]);
    expect(currentUrl()).toBe('/poptavky/');
  });
});
