import { render, screen } from '@testing-library/react';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { ProposalCard, type ProposalCardData } from '@zaber/shared/proposals/proposal-card';
import { I18nextProvider } from 'react-i18next';

const proposal: ProposalCardData = {
  price: 450_000,
  text: 'Nafotím celý den.',
  boosted: false,
  highlighted: false,
  executor: { title: 'Petr Fotograf', avatar: null },
};

function renderCard(data: ProposalCardData, emptyText?: string) {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <ProposalCard proposal={data} emptyText={emptyText} />
    </I18nextProvider>,
  );
}

describe('ProposalCard', () => {
  it('shows who, how much and what they say; a plain proposal has no paid marks', () => {
    renderCard(proposal);
    const card = screen.getByTestId('proposal-card');
    expect(card).toHaveTextContent('Petr Fotograf');
    expect(screen.getByTestId('proposal-price')).toHaveTextContent('4 500 Kč');
    expect(card).toHaveTextContent('Nafotím celý den.');
    expect(screen.queryByText('Topovaná')).toBeNull();
    expect(screen.queryByText('Zvýrazněná')).toBeNull();
    expect(card).not.toHaveClass('zp-surface--highlighted');
  });

  it('marks a boosted and highlighted proposal, and stands a highlighted one out', () => {
    renderCard({ ...proposal, boosted: true, highlighted: true });
    expect(screen.getByText('Topovaná')).toBeInTheDocument();
    expect(screen.getByText('Zvýrazněná')).toBeInTheDocument();
    expect(screen.getByTestId('proposal-card')).toHaveClass('zp-surface--highlighted');
  });

  it('says what is missing in a preview without a price or text yet', () => {
    renderCard({ ...proposal, price: null, text: '  ' }, 'Text nabídky zatím chybí.');
    expect(screen.getByTestId('proposal-price')).toHaveTextContent('—');
    expect(screen.getByText('Text nabídky zatím chybí.')).toBeInTheDocument();
  });
});
