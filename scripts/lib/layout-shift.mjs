// Cumulative layout shift of a page load, measured in the page (page.addInitScript / page.evaluate):
// the sum of `layout-shift` entries without recent input, as the CLS metric counts them.

export function installLayoutShiftObserver() {
  window.__zaberLayoutShift = 0;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput) window.__zaberLayoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // a browser without the Layout Instability API
  }
}

export function layoutShift() {
  return window.__zaberLayoutShift ?? 0;
}
