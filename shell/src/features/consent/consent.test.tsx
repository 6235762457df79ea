import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../../testing/i18n';
import { applyConsent, CONSENT_MAX_AGE_S, type ConsentEffects, consentCookie, needsReload, readConsent, setConsentDefaults } from './consent';
import { ConsentBar } from './consent-bar';

function effects(overrides: Partial<ConsentEffects> = {}) {
  return {
    gtag: jest.fn(),
    loadScript: jest.fn(),
    analyticsSrc: '/analytics.js',
    marketingSrc: '/pixel.js',
    ...overrides,
  };
}

function renderBar() {
  const onChoose = jest.fn();
  render(
    <I18nextProvider i18n={testI18n}>
      <ConsentBar onChoose={onChoose} />
    </I18nextProvider>,
  );
  return onChoose;
}

describe('consent bar', () => {
  it('accepts all', async () => {
    const onChoose = renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Přijmout vše' }));
    expect(onChoose).toHaveBeenCalledWith({ analytics: true, marketing: true });
  });

  it('declines all', async () => {
    const onChoose = renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Odmítnout vše' }));
    expect(onChoose).toHaveBeenCalledWith({ analytics: false, marketing: false });
  });

  it('saves a partial choice; necessary cookies cannot be turned off', async () => {
    const onChoose = renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Nastavit' }));
    // The choices are loaded when the visitor customises.
    expect(await screen.findByRole('checkbox', { name: 'Nezbytné' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Nezbytné' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Analytické (statistiky)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Uložit výběr' }));
    expect(onChoose).toHaveBeenCalledWith({ analytics: true, marketing: false });
  });
});

describe('consent storage and effects', () => {
  it('stores the choice for a year and reads it back', () => {
    const cookie = consentCookie({ analytics: true, marketing: false });
    expect(cookie).toContain(`max-age=${CONSENT_MAX_AGE_S}`);
    expect(CONSENT_MAX_AGE_S).toBe(31_536_000);
    expect(readConsent(cookie.split(';')[0])).toEqual({ analytics: true, marketing: false });
    expect(readConsent('zaber-consent=nonsense')).toBeNull();
    expect(readConsent('')).toBeNull();
  });

  it('loads analytics only after analytics consent, and marketing only after marketing consent', () => {
    const e = effects();
    applyConsent({ analytics: false, marketing: false }, e);
    expect(e.loadScript).not.toHaveBeenCalled();
    expect(e.gtag).toHaveBeenCalledWith('consent', 'update', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }));

    const partial = effects();
    applyConsent({ analytics: true, marketing: false }, partial);
    expect(partial.loadScript).toHaveBeenCalledTimes(1);
    expect(partial.loadScript).toHaveBeenCalledWith('/analytics.js');
    expect(partial.gtag).toHaveBeenCalledWith('consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }));
  });

  it('loads nothing when the deployment configures no scripts', () => {
    const e = effects({ analyticsSrc: null, marketingSrc: null });
    applyConsent({ analytics: true, marketing: true }, e);
    expect(e.loadScript).not.toHaveBeenCalled();
  });

  it('reloads only when a granted category is taken back', () => {
    expect(needsReload(null, { analytics: false, marketing: false })).toBe(false);
    expect(needsReload({ analytics: false, marketing: false }, { analytics: true, marketing: true })).toBe(false);
    expect(needsReload({ analytics: true, marketing: false }, { analytics: false, marketing: false })).toBe(true);
  });
});

describe('setConsentDefaults', () => {
  it('denies ads and analytics until the visitor chooses and waits 500 ms for an update', () => {
    const gtag = jest.fn();
    setConsentDefaults(gtag);
    expect(gtag).toHaveBeenCalledWith('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 500,
    });
  });
});
