import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONTACT_DATA_ERRORS } from '@zaber/shared/platform/validation/contact-data';
import { renderPage } from '../../../testing/render-page';
import { ProfileCategoriesSetDocument } from '../api/operations.generated';
import { ownProfile, ownProfileMock, PATH, profileDetail, profileDetailMock } from '../testing/profile-fixtures';
import { ProfilePage } from './profile-page';

describe('the services of the profile', () => {
  it('keeps a service with works, refuses contact data in a summary and saves the whole list', async () => {
    const save = jest.fn((_: Record<string, unknown>) => ({ data: { setProfileCategories: [] } }));
    const view = renderPage(ProfilePage, PATH, {
      mocks: [
        profileDetailMock(profileDetail()),
        ownProfileMock(ownProfile()),
        { request: { query: ProfileCategoriesSetDocument, variables: () => true }, result: (variables) => save(variables) },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Moje služby' }));
    const form = await screen.findByRole('form', { name: 'Moje služby' });
    // A service with works stays: the API refuses to drop it, it may only be switched off.
    expect(within(form).getByRole('checkbox', { name: 'Svatební fotografie' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Svatební fotografie' })).toBeDisabled();
    expect(within(form).getByText('Službu s ukázkami v portfoliu nelze odebrat. Klientům ji skryjete vypnutím.')).toBeInTheDocument();

    fireEvent.click(within(form).getByRole('checkbox', { name: 'Portrétní fotografie' }));
    const summary = await within(form).findByLabelText('Popis služby: Portrétní fotografie');
    fireEvent.change(summary, { target: { value: 'Pište na petr@example.cz' } });
    fireEvent.click(within(form).getByRole('switch', { name: 'Aktivní: Portrétní fotografie' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit služby' }));
    await waitFor(() => expect(summary).toHaveAccessibleDescription(CONTACT_DATA_ERRORS.EMAIL));
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(summary, { target: { value: 'Rodinné a těhotenské focení v ateliéru.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit služby' }));

    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        input: {
          categories: [
            { categorySlug: 'svatebni-fotograf', summary: null, active: true },
            { categorySlug: 'portretni-fotograf', summary: 'Rodinné a těhotenské focení v ateliéru.', active: false },
          ],
        },
      }),
    );
    await waitFor(() => expect(view.shell.notify).toHaveBeenCalledWith('success', 'Služby jsou uložené.'));
  });
});
