import { WORKS_PER_CATEGORY_MIN } from '@zaber/shared/media/constants';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../i18n/use-t';
import type { ApprovalFieldsFragment } from './operations.generated';

type Requirement = ApprovalFieldsFragment['missing'][number]['requirement'];
const REQUIREMENTS: readonly Requirement[] = ['AVATAR', 'ACTIVE_CATEGORY', 'WORKS'];

/** What approval of the profile needs: each requirement done or not, with what is missing. */
export function ApprovalChecklist({ approval }: { approval: ApprovalFieldsFragment }) {
  const t = useT();
  const labels: Record<Requirement, string> = {
    AVATAR: t('executor.profile.approval.avatar'),
    ACTIVE_CATEGORY: t('executor.profile.approval.activeCategory'),
    WORKS: t('executor.profile.approval.works', { min: WORKS_PER_CATEGORY_MIN }),
  };
  return (
    <ul className="zx-checklist">
      {REQUIREMENTS.map((requirement) => {
        const gaps = approval.missing.filter((gap) => gap.requirement === requirement);
        // Works per service mean nothing before a service is chosen.
        const done = gaps.length === 0 && !(requirement === 'WORKS' && approval.missing.some((gap) => gap.requirement === 'ACTIVE_CATEGORY'));
        return (
          <li key={requirement} data-requirement={requirement} data-done={done}>
            <AlertIcon type={done ? 'success' : 'error'} />
            <div>
              <span className="zx-sr-only">{done ? t('executor.profile.approval.done') : t('executor.profile.approval.missing')}: </span>
              {labels[requirement]}
              {gaps.map((gap) => (
                <Typography.Text key={`${gap.requirement}-${gap.category?.slug ?? ''}`} type="danger" className="zx-checklist__gap">
                  {gap.message}
                </Typography.Text>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
