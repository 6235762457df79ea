import { MockedProvider } from '@apollo/client/testing/react';
import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { ENGAGEMENT_ERRORS } from '@zaber/shared/packages/schema';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { shellReducers } from '@zaber/shared/platform/store/shell-reducers';
import { signIn } from '@zaber/shared/testing/render-page';
import { AntdProvider } from '@zaber/shared/ui/antd-provider';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { modals } from './bootstrap';
import { ReviewableEngagementListDocument } from './features/reviews/api/operations.generated';

describe("mf-client's global modals", () => {
  it('provides the order, the targeted request and the review', () => {
    expect(Object.keys(modals ?? {}).sort()).toEqual(['package-order', 'private-request', 'review']);
  });

  it("renders in the shell's tree, where mf-client never mounted: its texts come with it", async () => {
    const Review = modals?.review;
    if (!Review) throw new Error('No review modal');
    const store = configureStore({ reducer: shellReducers });
    signIn(store, 'client');
    // The shell's i18next instance: only the shared texts.
    const i18n = createI18n();
    // The content's chunk loads inside act, as the shell's modal frame would wait for it.
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <ReduxProvider store={store}>
            <MockedProvider
              mocks={[
                {
                  request: { query: ReviewableEngagementListDocument, variables: { executorUsername: 'petra-profikova' } },
                  result: { data: { reviewableEngagements: [] } },
                },
              ]}
            >
              <AntdProvider>
                <Review request={{ type: 'review', executorUsername: 'petra-profikova' }} close={jest.fn()} />
              </AntdProvider>
            </MockedProvider>
          </ReduxProvider>
        </I18nextProvider>,
      );
      await import('./features/reviews/components/review-modal');
    });
    expect(await screen.findByRole('dialog', { name: 'Hodnocení profíka' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(ENGAGEMENT_ERRORS.NOTHING_TO_REVIEW);
    expect(i18n.exists('client.order.title')).toBe(true);
  });
});
