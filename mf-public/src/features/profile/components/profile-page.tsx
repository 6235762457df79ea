import { type ProfileDetail, ProfileView } from '@zaber/shared/ui/profile/profile-view';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The profile's `<title>` and meta description for search engines. */
function useProfileMeta(profile: ProfileDetail | null) {
  const t = useT();
  usePageMeta(
    profile?.title,
    profile ? t('public.profile.metaDescription', { name: profile.title, categories: profile.categories.map((c) => c.category.name).join(', ') }) : null,
  );
}

/** /users/{username}/ for guests and clients: the shared profile view. */
export function ProfilePage({ match }: PageProps) {
  return <ProfileView match={match} usePageMeta={useProfileMeta} />;
}
