import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import type { ModalRequest } from '@zaber/shared/platform/store/modals-slice';
import { shellReducers } from '@zaber/shared/platform/store/shell-reducers';
import { signIn } from '@zaber/shared/testing/render-page';
import { AntdProvider } from '@zaber/shared/ui/antd-provider';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { modals } from './bootstrap';
import { PaymentOrderStatusDocument } from './features/payment-status/api/operations.generated';
import { TopUpMethodsDocument } from './features/top-up/api/operations.generated';

/** The shell's tree: its own i18next instance, which has none of mf-account's texts yet. */
async function renderInShell(request: ModalRequest, mocks: MockLink.MockedResponse[] = []) {
  const Content = modals?.[request.type];
  if (!Content) throw new Error(`mf-account provides no ${request.type} modal`);
  const store = configureStore({ reducer: shellReducers });
  signIn(store, 'executor');
  const i18n = createI18n();
  // The content is a lazy chunk: its loading settles inside act.
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ReduxProvider store={store}>
          <MockedProvider mocks={mocks}>
            <AntdProvider>
              <Content request={request} close={jest.fn()} />
            </AntdProvider>
          </MockedProvider>
        </ReduxProvider>
      </I18nextProvider>,
    );
  });
  return { i18n };
}

describe("mf-account's global modals", () => {
  it('provides the top-up modal, adding its texts to the shell first', async () => {
    const { i18n } = await renderInShell({ type: 'top-up' }, [
      { request: { query: TopUpMethodsDocument }, result: { data: { topUpMethods: ['BANK_TRANSFER', 'GOPAY'] } } },
    ]);
    expect(await screen.findByRole('dialog', { name: 'Dobití kreditu' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pokračovat k platbě' })).toBeInTheDocument();
    expect(i18n.exists('account.paymentStatus.title')).toBe(true);
  });

  it('provides the payment status modal', async () => {
    const canceled = {
      __typename: 'PaymentOrder',
      id: 'po7',
      number: 2026000107,
      status: 'CANCELED',
      method: 'GOPAY',
      amount: 50_000,
      bonus: 5_000,
      isPaid: false,
      paidAt: null,
      bankTransfer: null,
      invoice: null,
    };
    await renderInShell({ type: 'payment-status', paymentId: 'po7' }, [
      { request: { query: PaymentOrderStatusDocument, variables: { id: 'po7' } }, result: { data: { paymentOrder: canceled } } },
    ]);
    expect(await screen.findByRole('dialog', { name: 'Platba č. 2026000107' })).toHaveTextContent('Platba byla zrušena, nic jsme nestrhli.');
  });
});
