import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderPage } from '../../../testing/render-page';
import { ProfileApprovalRequestDocument } from '../api/operations.generated';
import { approval, gap, ownProfile, ownProfileMock, PATH, profileDetail, profileDetailMock } from '../testing/profile-fixtures';
import { ProfilePage } from './profile-page';

const MISSING = [gap('AVATAR', 'Nahrajte profilovou fotku.'), gap('WORKS', 'Svatební fotografie: přidejte ještě 7 prací (alespoň 10).', 3)];

function renderOwn(ownApproval: ReturnType<typeof approval>, extraMocks: Parameters<typeof renderPage>[2]['mocks'] = []) {
  return renderPage(ProfilePage, PATH, { mocks: [profileDetailMock(profileDetail()), ownProfileMock(ownProfile({ approval: ownApproval })), ...extraMocks] });
}

describe('ProfilePage of mf-executor', () => {
  it('gives the owner the editing tools in place', async () => {
    renderOwn(approval({ missing: MISSING }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Petr Fotograf' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Upravit profil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Moje služby' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Změnit fotku/ })).toBeInTheDocument();
    expect(await screen.findByTestId('approval-panel')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Ukázky: Svatební fotografie' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přidat fotky: Svatební fotografie' })).toBeInTheDocument();
  });

  it('shows a professional visiting another profile only what everyone sees', async () => {
    renderPage(ProfilePage, '/users/jana-kolegyne/', {
      mocks: [
        profileDetailMock(
          profileDetail({ id: 'p2', username: 'jana-kolegyne', url: '/users/jana-kolegyne/', title: 'Jana Kolegyně', isOwner: false, isPublic: true }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jana Kolegyně' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fotka w1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upravit profil' })).toBeNull();
    expect(screen.queryByTestId('approval-panel')).toBeNull();
    expect(screen.queryByRole('button', { name: /Přidat fotky/ })).toBeNull();
    // A professional does not send targeted requests.
    expect(screen.queryByRole('button', { name: 'Poslat cílenou poptávku' })).toBeNull();
  });
});

describe('the approval panel', () => {
  it('lists each condition ticked or with what the API says is missing, and waits until a request may be sent', async () => {
    renderOwn(approval({ missing: MISSING, canRequest: false }));
    const panel = await screen.findByTestId('approval-panel');
    const item = (requirement: string) => panel.querySelector(`[data-requirement="${requirement}"]`) as HTMLElement;
    expect(item('AVATAR')).toHaveAttribute('data-done', 'false');
    expect(item('AVATAR')).toHaveTextContent('Nahrajte profilovou fotku.');
    expect(item('ACTIVE_CATEGORY')).toHaveAttribute('data-done', 'true');
    expect(item('ACTIVE_CATEGORY')).toHaveTextContent('Splněno');
    expect(item('WORKS')).toHaveTextContent('Svatební fotografie: přidejte ještě 7 prací (alespoň 10).');
    expect(within(panel).getByRole('button', { name: 'Požádat o schválení' })).toBeDisabled();
  });

  it("shows the moderator's reason of a refusal", async () => {
    renderOwn(approval({ status: 'REJECTED', reason: 'Fotky v portfoliu jsou rozmazané.', decidedAt: '2026-05-10T09:00:00Z', canRequest: true }));
    expect(await screen.findByTestId('approval-rejected')).toHaveTextContent('Moderátor profil neschválil');
    expect(screen.getByTestId('approval-rejected')).toHaveTextContent('Důvod: Fotky v portfoliu jsou rozmazané.');
    expect(screen.getByRole('button', { name: 'Požádat o schválení' })).toBeEnabled();
  });

  it('says since when the profile waits for a moderator', async () => {
    renderOwn(approval({ status: 'PENDING', requestedAt: '2026-05-14T08:00:00Z' }));
    expect(await screen.findByTestId('approval-pending')).toHaveTextContent('Čeká na schválení od 14. května 2026');
    expect(screen.queryByRole('button', { name: 'Požádat o schválení' })).toBeNull();
  });

  it('marks an approved profile with a small tag only', async () => {
    renderOwn(approval({ status: 'APPROVED', decidedAt: '2026-05-14T08:00:00Z' }));
    expect(await screen.findByTestId('approved')).toHaveTextContent('Schválený profil');
    expect(screen.queryByTestId('approval-panel')).toBeNull();
  });

  it("shows the API's refusal of a request in the panel", async () => {
    renderOwn(approval({ canRequest: true }), [
      {
        request: { query: ProfileApprovalRequestDocument },
        result: { errors: [new GraphQLError('Profil zatím nesplňuje podmínky schválení.', { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Požádat o schválení' }));
    const panel = screen.getByTestId('approval-panel');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Profil zatím nesplňuje podmínky schválení.');
  });

  it('waits for the moderator once the request is sent', async () => {
    const view = renderOwn(approval({ canRequest: true }), [
      {
        request: { query: ProfileApprovalRequestDocument },
        result: { data: { requestApproval: approval({ status: 'PENDING', requestedAt: '2026-05-20T10:00:00Z' }) } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Požádat o schválení' }));
    expect(await screen.findByTestId('approval-pending')).toHaveTextContent('Čeká na schválení od 20. května 2026');
    await waitFor(() => expect(view.shell.notify).toHaveBeenCalledWith('success', 'Žádost o schválení je odeslaná.'));
    expect(screen.queryByTestId('approval-panel')).toBeNull();
  });
});
