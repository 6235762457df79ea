import { Typography } from '@zaber/shared/antd';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { COOKIES, HOW_IT_WORKS, PRIVACY, TERMS, type StaticContent } from '../content/static-pages';

function StaticPage({ match, content }: PageProps & { content: StaticContent }) {
  const { t } = useTranslation();
  usePageMeta(match.route.title, content.description);
  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <div className="zp-article">
        {content.sections.map((section, i) => (
          <section key={section.heading ?? i}>
            {section.heading && (
              <Typography.Title level={2} style={{ fontSize: 21 }}>
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

export const HowItWorksPage = (props: PageProps) => <StaticPage {...props} content={HOW_IT_WORKS} />;
export const TermsPage = (props: PageProps) => <StaticPage {...props} content={TERMS} />;
export const PrivacyPage = (props: PageProps) => <StaticPage {...props} content={PRIVACY} />;
export const CookiesPage = (props: PageProps) => <StaticPage {...props} content={COOKIES} />;
