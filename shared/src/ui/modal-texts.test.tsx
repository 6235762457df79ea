import { act, render, screen } from '@testing-library/react';
import type { ModalContent } from '@zaber/shared/platform/contract';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { lazyModal } from '@zaber/shared/ui/modal-texts';
import { I18nextProvider, useTranslation } from 'react-i18next';

const texts = { demo: { title: 'Objednávka balíčku' } };

const Dialog: ModalContent = ({ close }) => {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={close}>
      {t('demo.title')}
    </button>
  );
};

describe('lazyModal', () => {
  it("adds the remote's texts to the shell's i18next before its content, loaded on first open, reads them", async () => {
    const i18n = createI18n();
    const load = jest.fn(async () => Dialog);
    const Modal = lazyModal(texts, load);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Modal request={{ type: 'review', executorUsername: 'petra' }} close={jest.fn()} />
        </I18nextProvider>,
      );
    });
    expect(await screen.findByRole('button', { name: 'Objednávka balíčku' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps what the shell already has', async () => {
    const i18n = createI18n({ demo: { title: 'Novější text' } });
    const Modal = lazyModal(texts, async () => Dialog);
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Modal request={{ type: 'review', executorUsername: 'petra' }} close={jest.fn()} />
        </I18nextProvider>,
      );
    });
    expect(await screen.findByRole('button', { name: 'Novější text' })).toBeInTheDocument();
  });
});
