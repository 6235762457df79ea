import { render, screen } from '@testing-library/react';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { I18nextProvider } from 'react-i18next';
import { executorTexts } from '../../../i18n/cs';
import { FeedList } from './feed-list';

const i18n = createI18n({ executor: executorTexts });

function renderCount(totalCount: number, totalCountCapped: boolean) {
  render(
    <I18nextProvider i18n={i18n}>
      <FeedList
        page={{ items: [], totalCount, totalCountCapped, nextCursor: null }}
        loading={false}
        error={undefined}
        empty="Nic"
        loadingMore={false}
        loadMoreFailed={false}
        onLoadMore={jest.fn()}
      />
    </I18nextProvider>,
  );
}

describe('FeedList', () => {
  it('says "more than" when the feed stopped counting at its cap, the exact number below it', () => {
    renderCount(1000, true);
    expect(screen.getByTestId('result-count')).toHaveTextContent('Nalezeno více než 1000 poptávek');
    renderCount(5, false);
    expect(screen.getAllByTestId('result-count')[1]).toHaveTextContent('Nalezeno 5 poptávek');
  });
});
