import { fireEvent, render, screen } from '@testing-library/react';
import { ENGAGEMENT_STATUSES, EngagementStatusTag } from '@zaber/shared/engagements/engagement-status';
import { MessageButton } from '@zaber/shared/engagements/message-button';
import type { ShellServices } from '@zaber/shared/platform/contract';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { ShellServicesContext } from '@zaber/shared/ui/shell-services';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

function renderWithShell(ui: ReactNode) {
  const shell = { openModal: jest.fn() };
  render(
    <I18nextProvider i18n={createI18n()}>
      <ShellServicesContext.Provider value={shell as unknown as ShellServices}>{ui}</ShellServicesContext.Provider>
    </I18nextProvider>,
  );
  return shell;
}

describe('EngagementStatusTag', () => {
  it.each([
    ['CLIENT', ['Čeká na potvrzení', 'Přijato', 'Odmítnuto']],
    ['EXECUTOR', ['Čeká na vás', 'Přijatá', 'Odmítnutá']],
  ] as const)('names each status as the %s reads it, in one colour for both sides', (side, words) => {
    renderWithShell(ENGAGEMENT_STATUSES.map((status) => <EngagementStatusTag key={status} status={status} side={side} />));
    const tags = ENGAGEMENT_STATUSES.map((status, i) => {
      const tag = screen.getByText(words[i] ?? '');
      expect(tag).toHaveAttribute('data-status', status);
      return tag;
    });
    expect(tags.map((tag) => [...tag.classList].find((c) => /^ant-tag-(gold|green|red|default)$/.test(c)))).toEqual([
      'ant-tag-gold',
      'ant-tag-green',
      'ant-tag-default',
    ]);
  });
});

describe('MessageButton', () => {
  it('says whose messages they are and how many are unread, once, and opens the conversation', () => {
    const shell = renderWithShell(<MessageButton conversationId="c7" unreadCount={2} text="Zprávy" label="Zprávy s profíkem Jana" />);
    const button = screen.getByRole('button', { name: 'Zprávy s profíkem Jana, 2 nepřečtené zprávy' });
    expect(button).toHaveTextContent('Zprávy');
    expect(screen.getByTestId('unread-messages')).toHaveTextContent('2');
    expect(screen.getByTestId('unread-messages')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(button);
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'conversation', conversationId: 'c7' });
  });

  it('is named by its text alone when nothing is unread', () => {
    renderWithShell(<MessageButton conversationId="c7" text="Otevřít konverzaci" />);
    expect(screen.getByRole('button', { name: 'Otevřít konverzaci' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-messages')).toBeNull();
  });
});
