import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';
import { FAQ } from '../content/static-pages';

export function FaqPage({ match }: PageProps) {
  const t = useT();
  usePageMeta(match.route.title, FAQ.description);
  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      {/* Native disclosures keep every answer in the server's HTML; the styles draw them as the product's accordion. */}
      <div className="zp-article zp-faq">
        {FAQ.items.map((item) => (
          <details key={item.question} className="zp-faq__item">
            <summary className="zp-faq__question">
              <span>{item.question}</span>
              <span className="zp-faq__chevron" aria-hidden="true" />
            </summary>
            <Typography.Paragraph className="zp-faq__answer">{item.answer}</Typography.Paragraph>
          </details>
        ))}
      </div>
    </>
  );
}
