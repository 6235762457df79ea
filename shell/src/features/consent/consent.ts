import type { Consent } from '@zaber/shared/platform/store/consent-slice';

export const CONSENT_COOKIE = 'zaber-consent';
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Consent mode waits this long for an update before tags fire (spec §9). */
export const CONSENT_WAIT_MS = 500;

export function readConsent(cookie: string = document.cookie): Consent | null {
  const raw = cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<Consent>;
    if (typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    return { analytics: value.analytics, marketing: value.marketing };
  } catch {
    return null;
  }
}

export function consentCookie(consent: Consent): string {
  const value = encodeURIComponent(JSON.stringify(consent));
  return `${CONSENT_COOKIE}=${value}; path=/; max-age=${CONSENT_MAX_AGE_S}; samesite=lax`;
}

export interface ConsentEffects {
  gtag: (...args: unknown[]) => void;
  loadScript: (src: string) => void;
  /** Script URLs from the page's meta tags; absent when the deployment has none. */
  analyticsSrc: string | null;
  marketingSrc: string | null;
}

/** Tells consent mode the choice and loads the scripts the visitor allowed (and nothing else). */
export function applyConsent(consent: Consent, effects: ConsentEffects): void {
  effects.gtag('consent', 'update', {
    analytics_storage: consent.analytics ? 'granted' : 'denied',
    ad_storage: consent.marketing ? 'granted' : 'denied',
    ad_user_data: consent.marketing ? 'granted' : 'denied',
    ad_personalization: consent.marketing ? 'granted' : 'denied',
  });
  if (consent.analytics && effects.analyticsSrc) effects.loadScript(effects.analyticsSrc);
  if (consent.marketing && effects.marketingSrc) effects.loadScript(effects.marketingSrc);
}

/** Scripts cannot be unloaded: taking back a category needs a reload. */
export function needsReload(previous: Consent | null, next: Consent): boolean {
  return Boolean(previous && ((previous.analytics && !next.analytics) || (previous.marketing && !next.marketing)));
}

export function browserConsentEffects(): ConsentEffects {
  const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;
  return {
    gtag: (...args) => {
      const w = window as unknown as { dataLayer?: unknown[] };
      w.dataLayer = w.dataLayer ?? [];
      w.dataLayer.push(argumentsOf(...args));
    },
    loadScript: (src) => {
      if (document.querySelector(`script[src="${src}"]`)) return;
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    },
    analyticsSrc: meta('zaber-analytics-src'),
    marketingSrc: meta('zaber-marketing-src'),
  };
}

/** gtag queues the `arguments` object itself, not an array (Google tag's contract). */
function argumentsOf(..._values: unknown[]): IArguments {
  // biome-ignore lint/complexity/noArguments: gtag reads the arguments object, an array is ignored.
  return arguments;
}

/**
 * Consent mode's defaults: ads and analytics denied until the visitor chooses; tags wait for an
 * update. Runs first in the shell's entry — not inline in index.html, so the CSP allows no inline
 * script; no tag loads before it, since the consent bar adds tags only after a choice.
 */
export function setConsentDefaults(gtag: ConsentEffects['gtag'] = browserConsentEffects().gtag): void {
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    wait_for_update: CONSENT_WAIT_MS,
  });
}
