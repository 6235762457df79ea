import { fireEvent, screen } from '@testing-library/react';
import { renderRemotePage } from '@zaber/shared/testing/render-page';
import { publicTexts } from '../../../i18n/cs';
import { FaqPage } from './faq-page';

describe('the FAQ page', () => {
  it('draws each question as the product’s accordion (no bare browser triangle), its answer in the HTML', async () => {
    const { container } = renderRemotePage(FaqPage, '/caste-dotazy/', { role: 'guest', mocks: [], remote: 'mf-public', texts: { public: publicTexts } });
    const question = (await screen.findByText('Kolik stojí vložení poptávky?')).closest('summary');
    expect(question).toHaveClass('zp-faq__question');
    expect(question?.querySelector('.zp-faq__chevron')).toHaveAttribute('aria-hidden', 'true');
    const item = question?.closest('details');
    expect(item).toHaveClass('zp-faq__item');
    expect(item).not.toHaveAttribute('open');
    fireEvent.click(question as HTMLElement);
    expect(item).toHaveAttribute('open');
    expect(screen.getByText(/^Nic\. Pro klienty je Záběr zdarma/)).toBeInTheDocument();
    expect(container.querySelectorAll('details:not(.zp-faq__item)')).toHaveLength(0);
  });
});
