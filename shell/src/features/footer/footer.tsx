import { useTranslation } from 'react-i18next';
import { href } from '@zaber/shared/routes';
import { onLinkClick } from '../../lib/navigation';
import { yearRange } from './footer-rules';

const INFO_LINKS = [
  { route: 'how-it-works', label: 'Jak to funguje' },
  { route: 'faq', label: 'Časté dotazy' },
  { route: 'blog', label: 'Blog' },
  { route: 'contact', label: 'Kontaktujte nás' },
  { route: 'terms', label: 'Obchodní podmínky' },
  { route: 'price-list', label: 'Ceník' },
  { route: 'privacy', label: 'Ochrana osobních údajů' },
  { route: 'cookies', label: 'Cookies' },
  { route: 'site-map', label: 'Mapa stránek' },
] as const;

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
}

export function Footer({ reduced }: FooterProps) {
  const { t } = useTranslation();
  const years = yearRange(new Date());
  return (
    <footer className="shell-footer" data-reduced={reduced ? 'true' : undefined}>
      <div className="shell-footer__inner">
        {!reduced && (
          <div className="shell-footer__columns">
            <section>
              <h2>Záběr</h2>
              <p>{t('shell.footer.about')}</p>
            </section>
            <section>
              <h2>{t('shell.footer.links')}</h2>
              <ul>
                {INFO_LINKS.map((l) => (
                  <li key={l.route}>
                    <a href={href(l.route)} onClick={onLinkClick}>
                      {l.label}
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
          © {years} Záběr. {t('shell.footer.rights')}
        </p>
      </div>
    </footer>
  );
}
