import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { CropControlsNames } from './crop-controls-names';

/** The markup antd-img-crop renders in its dialog: a zoom slider and a reset button faded while inactive. */
function FakeCropDialog() {
  const [zoom, setZoom] = useState(1);
  return (
    <div className="ant-modal-content">
      <div className="ant-modal-body">
        <section>
          <button type="button" onClick={() => setZoom(zoom + 0.1)}>
            ＋
          </button>
          <div className="ant-slider">
            <div className="ant-slider-handle" role="slider" tabIndex={0} aria-valuenow={zoom} />
          </div>
        </section>
        <button type="button" className="ant-btn" style={zoom === 1 ? { opacity: 0.3, pointerEvents: 'none' } : {}} onClick={() => setZoom(1)}>
          Obnovit
        </button>
      </div>
      <div className="ant-modal-footer">
        <button type="button" className="ant-btn">
          Použít
        </button>
      </div>
    </div>
  );
}

describe('CropControlsNames', () => {
  it('names the zoom slider and disables the reset button only while it is faded', async () => {
    render(
      <CropControlsNames zoomLabel="Přiblížení">
        <FakeCropDialog />
      </CropControlsNames>,
    );
    expect(screen.getByRole('slider', { name: 'Přiblížení' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Obnovit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Použít' })).toBeEnabled();

    act(() => screen.getByRole('button', { name: '＋' }).click());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Obnovit' })).toBeEnabled());
    expect(screen.getByRole('slider', { name: 'Přiblížení' })).toHaveAttribute('aria-valuenow', '1.1');

    act(() => screen.getByRole('button', { name: 'Obnovit' }).click());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Obnovit' })).toBeDisabled());
  });
});
