import type { RouteId } from '@zaber/shared/platform/routes';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';
import { COOKIES, HOW_IT_WORKS, PRIVACY, type StaticContent, TERMS } from '../content/static-pages';

const CONTENT: Partial<Record<RouteId, StaticContent>> = { 'how-it-works': HOW_IT_WORKS, terms: TERMS, privacy: PRIVACY, cookies: COOKIES };

/** The pages whose text is static content (content/static-pages.ts), by route. */
export function StaticPage({ match }: PageProps) {
  const t = useT();
  const content = CONTENT[match.route.id];
  usePageMeta(match.route.title, content?.description);
  if (!content) return null;
  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <div className="zp-article">
        {content.sections.map((section, i) => (
          <section key={section.heading ?? i}>
            {section.heading && (
              <Typography.Title level={2} className="z-font-21px">
                {section.heading}
              </Typography.Title>
            )}
            {section.paragraphs.map((p) => (
              <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
            ))}
            {section.list && (
              <ol>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
