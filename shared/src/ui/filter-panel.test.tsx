import { fireEvent, render, screen } from '@testing-library/react';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { FilterPanel, type FilterPanelProps } from '@zaber/shared/ui/filter-panel';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';

const i18n = createI18n();

function renderPanel(props: Omit<FilterPanelProps, 'children'>) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <FilterPanel {...props}>
          <label>
            Kraj <input />
          </label>
        </FilterPanel>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

async function openDrawer(name: string) {
  fireEvent.click(screen.getByRole('button', { name, hidden: true }));
  return screen.findByRole('dialog');
}

describe('FilterPanel', () => {
  it('hides the inline fields on phones by a wrapper of their own, not the element holding their grid', () => {
    const { container } = renderPanel({ activeCount: 0 });
    const inline = container.querySelector('.zp-filters-inline');
    expect(inline).not.toHaveClass('zp-filters');
    expect(inline?.querySelector('.zp-filters')).toHaveTextContent('Kraj');
  });

  it('counts the active filters on the phones button', () => {
    renderPanel({ activeCount: 3 });
    expect(screen.getByTestId('filters-button')).toHaveTextContent('Filtry (3)');
  });

  it.each([
    [1, false, 'Zobrazit 1 výsledek'],
    [3, false, 'Zobrazit 3 výsledky'],
    [24, false, 'Zobrazit 24 výsledků'],
    [0, false, 'Zobrazit 0 výsledků'],
    [1000, true, 'Zobrazit 1\u00a0000+ výsledků'],
  ])('the drawer shows %i results (capped: %s) as "%s"', async (count, capped, label) => {
    renderPanel({ activeCount: 0, resultCount: { count, capped } });
    await openDrawer('Filtry');
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
  });

  it('says only "Zobrazit výsledky" while the count is not known', async () => {
    renderPanel({ activeCount: 0, resultCount: null });
    await openDrawer('Filtry');
    fireEvent.click(await screen.findByRole('button', { name: 'Zobrazit výsledky' }));
    expect(screen.getByTestId('filters-button')).toHaveAttribute('aria-expanded', 'false');
  });
});
