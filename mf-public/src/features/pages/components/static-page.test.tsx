import { screen } from '@testing-library/react';
import { renderRemotePage } from '@zaber/shared/testing/render-page';
import { publicTexts } from '../../../i18n/cs';
import { StaticPage } from './static-page';

describe('the privacy page', () => {
  it('says how to download one’s data, how to delete the account, and what is kept after it and why', async () => {
    renderRemotePage(StaticPage, '/ochrana-osobnich-udaju/', { role: 'guest', mocks: [], remote: 'mf-public', texts: { public: publicTexts } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Stažení vašich údajů' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Smazání účtu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Co po smazání účtu uchováme a proč' })).toBeInTheDocument();
    expect(screen.getByText(/^Faktury .* 10 let/)).toBeInTheDocument();
    expect(screen.getByText(/Hodnocení, která jste napsali, zůstanou/)).toBeInTheDocument();
  });
});
