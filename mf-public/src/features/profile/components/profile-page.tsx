import { professionalProfile } from '@zaber/shared/platform/ssr/json-ld';
import { type ProfileDetail, ProfileView } from '@zaber/shared/profiles/profile-view';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The profile's `<title>`, meta description and schema.org description for search engines. */
function useProfileMeta(profile: ProfileDetail | null) {
  const t = useT();
  const services = profile ? profile.categories.filter((c) => c.active).map((c) => c.category.name) : [];
  usePageMeta(profile?.title, profile ? t('public.profile.metaDescription', { name: profile.title, categories: services.join(', ') }) : null, {
    type: 'profile',
    image: profile?.avatar ?? null,
    jsonLd: profile
      ? {
          profile: professionalProfile({
            name: profile.title,
            path: profile.url,
            image: profile.avatar,
            description: profile.summary,
            place: profile.location,
            services,
            rating: profile.rating ?? null,
            reviewsCount: profile.reviewsCount,
          }),
        }
      : {},
  });
}

/** /users/{username}/ for guests and clients: the shared profile view. */
export function ProfilePage({ match }: PageProps) {
  return <ProfileView match={match} usePageMeta={useProfileMeta} />;
}
