import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONTACT_DATA_ERRORS } from '@zaber/shared/platform/validation/contact-data';
import { PROFILE_ERRORS } from '@zaber/shared/profiles/schema';
import { GraphQLError } from 'graphql';
import { renderPage } from '../../../testing/render-page';
import { ProfileUpdateDocument } from '../api/operations.generated';
import { ownProfile, ownProfileMock, PATH, profileDetail, profileDetailMock } from '../testing/profile-fixtures';
import { ProfilePage } from './profile-page';

type UpdateResult = { data?: Record<string, unknown>; errors?: GraphQLError[] };

function renderEditor(update: jest.Mock<UpdateResult, [Record<string, unknown>]>) {
  const view = renderPage(ProfilePage, PATH, {
    mocks: [
      profileDetailMock(profileDetail()),
      profileDetailMock(profileDetail({ username: 'petr-novak', url: '/users/petr-novak/' })),
      ownProfileMock(ownProfile()),
      { request: { query: ProfileUpdateDocument, variables: () => true }, result: (variables) => update(variables), maxUsageCount: 5 },
    ],
  });
  return view;
}

async function openForm() {
  const edit = await screen.findByRole('button', { name: 'Upravit profil' });
  // It waits for the owner's details the form starts from.
  await waitFor(() => expect(edit).toBeEnabled());
  fireEvent.click(edit);
  return screen.findByRole('form', { name: 'Upravit profil' });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('editing the profile', () => {
  it('refuses a bad phone, a bad username and contact data in the summary, in Czech under each field', async () => {
    const update = jest.fn<UpdateResult, [Record<string, unknown>]>();
    renderEditor(update);
    const form = await openForm();
    expect(screen.getByLabelText('Jméno nebo název')).toHaveValue('Petr Fotograf');
    expect(screen.getByLabelText('Obec')).toHaveValue('Brno (Brno-město, Jihomoravský kraj)');

    type('Telefon', '777 12');
    type('Uživatelské jméno', 'petr fotograf!');
    type('O mně', 'Fotím svatby, volejte 777 123 456.');
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }));

    await waitFor(() => expect(screen.getByLabelText('Telefon')).toHaveAccessibleDescription(PROFILE_ERRORS.PHONE));
    expect(screen.getByLabelText('Uživatelské jméno')).toHaveAccessibleDescription(PROFILE_ERRORS.USERNAME);
    expect(screen.getByLabelText('O mně')).toHaveAccessibleDescription(CONTACT_DATA_ERRORS.PHONE);
    expect(update).not.toHaveBeenCalled();
  });

  it('shows the address the username gives', async () => {
    renderEditor(jest.fn());
    await openForm();
    type('Uživatelské jméno', 'petr-novák');
    expect(screen.getByTestId('profile-address')).toHaveTextContent('Adresa profilu: http://localhost/users/petr-novák/');
  });

  it("puts the API's refusal of a taken username under the username", async () => {
    const update = jest.fn<UpdateResult, [Record<string, unknown>]>(() => ({
      errors: [new GraphQLError('Neplatné údaje.', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { username: PROFILE_ERRORS.USERNAME_TAKEN } } })],
    }));
    renderEditor(update);
    const form = await openForm();
    type('Uživatelské jméno', 'jana-novakova');
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(screen.getByLabelText('Uživatelské jméno')).toHaveAccessibleDescription(PROFILE_ERRORS.USERNAME_TAKEN));
    expect(screen.getByRole('form', { name: 'Upravit profil' })).toBeInTheDocument();
  });

  it('sends the normalised details and moves to the new address', async () => {
    const update = jest.fn<UpdateResult, [Record<string, unknown>]>(() => ({
      data: { updateProfile: ownProfile({ title: 'Petr Novák', username: 'petr-novak', url: '/users/petr-novak/' }) },
    }));
    const view = renderEditor(update);
    const form = await openForm();
    type('Jméno nebo název', '  Petr Novák ');
    type('Uživatelské jméno', 'petr-novak');
    type('O mně', '');
    type('Telefon', '+420 777 123 456');
    type('Facebook (uživatelské jméno)', 'https://www.facebook.com/petr.novak/');
    type('Instagram (uživatelské jméno)', '@petr_novak');
    type('Web', 'www.petrnovak.cz');
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[0]).toEqual({
      input: {
        title: 'Petr Novák',
        username: 'petr-novak',
        summary: null,
        municipalityId: '582786',
        phone: '+420777123456',
        facebookUrl: 'petr.novak',
        instagramUrl: 'petr_novak',
        website: 'https://www.petrnovak.cz',
      },
    });
    await waitFor(() => expect(view.location.pathname).toBe('/users/petr-novak/'));
    expect(view.shell.notify).toHaveBeenCalledWith('success', 'Profil je uložený.');
    expect(view.store.getState().auth.profile).toMatchObject({ title: 'Petr Novák', username: 'petr-novak' });
  });
});
