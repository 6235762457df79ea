import { fireEvent, render, screen } from '@testing-library/react';
import { FormModal } from '@zaber/shared/ui/forms/form-modal';

describe('FormModal', () => {
  it('is a dialog named by its title, closed by its named ×, not by a click beside it', () => {
    const onClose = jest.fn();
    const { container } = render(
      <FormModal title="Přidat možnost" closeLabel="Zavřít formulář" onClose={onClose}>
        <input aria-label="Název" />
      </FormModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Přidat možnost' })).toBeInTheDocument();
    // Rendered where it is used (inside the remote's root), not in document.body.
    expect(container.querySelector('.ant-modal')).not.toBeNull();
    const mask = container.querySelector('.ant-modal-wrap');
    if (!mask) throw new Error('no modal wrap');
    fireEvent.mouseDown(mask);
    fireEvent.click(mask);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Zavřít formulář' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
