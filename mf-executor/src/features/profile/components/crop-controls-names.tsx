import { type ReactNode, useEffect, useRef } from 'react';

/** antd-img-crop fades its reset button to this opacity while there is nothing to reset. */
const INACTIVE_OPACITY = '0.3';

/**
 * Wraps antd-img-crop's dialog content so its controls say what they are: the zoom slider, which
 * the library leaves unnamed, gets a Czech name, and the reset button, only faded (and still
 * focusable) while there is nothing to reset, is disabled then — skipped by Tab, announced as
 * unavailable. The library renders both and re-renders them on every change: a MutationObserver
 * keeps them so.
 */
export function CropControlsNames({ zoomLabel, children }: { zoomLabel: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const sync = () => {
      for (const handle of root.querySelectorAll('.ant-slider-handle')) {
        if (handle.getAttribute('aria-label') !== zoomLabel) handle.setAttribute('aria-label', zoomLabel);
      }
      // The dialog's own OK and Cancel are in its footer; the body's antd button is the reset.
      for (const button of root.querySelectorAll<HTMLButtonElement>('.ant-modal-body button.ant-btn')) {
        const inactive = button.style.opacity === INACTIVE_OPACITY;
        if (button.disabled !== inactive) button.disabled = inactive;
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    return () => observer.disconnect();
  }, [zoomLabel]);
  return <div ref={ref}>{children}</div>;
}
