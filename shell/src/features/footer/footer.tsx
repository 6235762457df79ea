import type { RestClient } from '@zaber/shared/platform/rest';
import { categoryListingHref, href } from '@zaber/shared/platform/routes';
import { modalOpened } from '@zaber/shared/platform/store/modals-slice';
import { selectRole } from '@zaber/shared/platform/store/shell-state';
import { useHydrated } from '@zaber/shared/ui/use-hydrated';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useT } from '../../i18n/use-t';
import { onLinkClick } from '../../lib/navigation';
import { type FooterCategory, yearRange } from './footer-rules';

/** The footer's useful links, in order; their words are `shell.footer.info.<route>`. */
const INFO_LINKS = ['how-it-works', 'faq', 'blog', 'contact', 'terms', 'price-list', 'privacy', 'cookies', 'site-map'] as const;

const SOCIAL = [
  { name: 'Facebook', url: 'https://www.facebook.com/zaber.cz' },
  { name: 'Instagram', url: 'https://www.instagram.com/zaber.cz' },
  { name: 'YouTube', url: 'https://www.youtube.com/@zabercz' },
];

const PARTNERS = [
  { name: 'Svatební průvodce', url: 'https://www.svatebni-pruvodce.cz' },
  { name: 'Fotoškola', url: 'https://www.fotoskola.cz' },
];

export interface FooterProps {
  reduced: boolean;
  rest: RestClient;
}

/** Top-level categories for the footer links; none until loaded (or when the API is down). */
function useCategories(rest: RestClient, enabled: boolean): FooterCategory[] {
  const [categories, setCategories] = useState<FooterCategory[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    rest.get<{ results: FooterCategory[] }>('/categories', { parent_is_null: true }).then(
      (data) => !cancelled && setCategories(data.results),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [rest, enabled]);
  return enabled ? categories : [];
}

export function Footer({ reduced, rest }: FooterProps) {
  const t = useT();
  const dispatch = useDispatch();
  // The server renders a guest's footer; it hydrates as that (perhaps after the sign-in was read), then follows the role.
  const hydrated = useHydrated();
  const signedInRole = useSelector(selectRole);
  const role = hydrated ? signedInRole : 'guest';
  const categories = useCategories(rest, role !== 'executor' && !reduced);
  const years = yearRange(new Date());
  return (
    <footer className="shell-footer" data-reduced={reduced ? 'true' : undefined}>
      <div className="shell-footer__inner">
        {!reduced && (
          <div className="shell-footer__columns">
            <section>
              <h2>{t('common.brand')}</h2>
              <p>{t('shell.footer.about')}</p>
              {role === 'guest' && (
                <button type="button" className="shell-footer__join" onClick={() => dispatch(modalOpened({ type: 'login', signup: true, profileType: 1 }))}>
                  {t('shell.footer.joinAsExecutor')}
                </button>
              )}
            </section>
            {categories.length > 0 && (
              <section data-testid="footer-categories">
                <h2>{t('shell.footer.categories')}</h2>
                <ul>
                  {categories.map((c) => (
                    <li key={c.slug}>
                      <a href={categoryListingHref(c)} onClick={onLinkClick}>
                        {c.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section>
              <h2>{t('shell.footer.links')}</h2>
              <ul>
                {INFO_LINKS.map((route) => (
                  <li key={route}>
                    <a href={href(route)} onClick={onLinkClick}>
                      {t(`shell.footer.info.${route}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
            <section>
              <h2>{t('shell.footer.social')}</h2>
              <ul>
                {SOCIAL.map((s) => (
                  <li key={s.name}>
                    <a href={s.url} rel="noopener noreferrer" target="_blank">
                      {s.name}
                    </a>
                  </li>
                ))}
              </ul>
              <h2>{t('shell.footer.partners')}</h2>
              <ul>
                {PARTNERS.map((p) => (
                  <li key={p.name}>
                    <a href={p.url} rel="noopener" target="_blank">
                      {p.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )}
        <p className="shell-footer__copy">
          © {years} {t('common.brand')}. {t('shell.footer.rights')}
        </p>
      </div>
    </footer>
  );
}
