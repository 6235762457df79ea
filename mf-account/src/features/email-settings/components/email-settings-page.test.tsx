import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { NotificationSettingsDocument, UpdateNotificationSettingsDocument } from '../api/operations.generated';
import { EmailSettingsPage } from './email-settings-page';

const PATH = '/account/settings/email-notifications/';
const settings = (extra: Record<string, unknown> = {}) => ({
  __typename: 'NotificationSettings' as const,
  sendEmailMessagesDigest: 'IMMEDIATELY',
  sendEmailNotificationsDigest: 'ONCE_A_DAY',
  priceFrom: null,
  notificationRegions: [] as string[],
  ...extra,
});
const load = (extra: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: NotificationSettingsDocument },
  result: { data: { notificationSettings: settings(extra) } },
});
const REGIONS = {
  '/location/regions': {
    results: [
      { id: 2, name: 'Brno-město' },
      { id: 3, name: 'Blansko' },
    ],
  },
};

describe('EmailSettingsPage', () => {
  it("saves a professional's frequencies, minimum budget in haléř and regions", async () => {
    let saved: unknown = null;
    const input = {
      sendEmailMessagesDigest: 'ONCE_A_DAY',
      sendEmailNotificationsDigest: 'ONCE_A_DAY',
      priceFrom: 1_500_000,
      notificationRegions: ['2', '3'],
    };
    const mocks = [
      load({ notificationRegions: ['2'] }),
      {
        request: { query: UpdateNotificationSettingsDocument, variables: { input } },
        result: (variables: { input: unknown }) => {
          saved = variables.input;
          return { data: { updateNotificationSettings: settings(input) } };
        },
      },
    ];
    const { shell } = renderPage(EmailSettingsPage, PATH, { role: 'executor', mocks, rest: REGIONS });
    const messages = await screen.findByRole('radiogroup', { name: 'Zprávy e-mailem' });
    fireEvent.click(messages.querySelector('input[value="ONCE_A_DAY"]') as HTMLInputElement);
    const price = screen.getByRole('textbox', { name: 'Nové poptávky od částky (Kč)' });
    fireEvent.change(price, { target: { value: 'sto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit nastavení' }));
    expect(await screen.findByText('Zadejte částku v celých korunách.')).toBeInTheDocument();
    expect(saved).toBeNull();
    fireEvent.change(price, { target: { value: '15000' } });
    // Searching the okresy by name adds one to those already chosen.
    const regions = screen.getByRole('combobox', { name: 'Okresy, ze kterých chci nové poptávky' });
    fireEvent.mouseDown(regions);
    fireEvent.change(regions, { target: { value: 'Blan' } });
    fireEvent.click(await screen.findByTitle('Blansko'));
    fireEvent.click(screen.getByRole('button', { name: 'Uložit nastavení' }));
    await waitFor(() => expect(saved).toEqual(input));
    expect(shell.notify).toHaveBeenCalledWith('success', 'Nastavení e-mailů je uložené.');
  });

  it("puts the server's field message under its field", async () => {
    const mocks = [
      load(),
      {
        request: {
          query: UpdateNotificationSettingsDocument,
          variables: { input: { sendEmailMessagesDigest: 'IMMEDIATELY', sendEmailNotificationsDigest: 'ONCE_A_DAY', priceFrom: 100, notificationRegions: [] } },
        },
        result: {
          errors: [{ message: 'Neplatný vstup', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { priceFrom: 'Částka je příliš nízká.' } } }],
        },
      },
    ];
    const { shell } = renderPage(EmailSettingsPage, PATH, { role: 'executor', mocks, rest: REGIONS });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Nové poptávky od částky (Kč)' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit nastavení' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nové poptávky od částky (Kč)' })).toHaveAccessibleDescription('Částka je příliš nízká.'));
    expect(shell.notify).not.toHaveBeenCalled();
  });

  it('shows a client only the two frequencies', async () => {
    renderPage(EmailSettingsPage, PATH, { mocks: [load()], rest: REGIONS });
    expect(await screen.findByRole('radiogroup', { name: 'Upozornění e-mailem' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nové poptávky od částky (Kč)' })).toBeNull();
    expect(screen.queryByText('Okresy, ze kterých chci nové poptávky')).toBeNull();
  });
});
