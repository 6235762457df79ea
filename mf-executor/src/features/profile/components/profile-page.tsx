import { type OwnerToolProps, type ProfileDetail, type ProfileOwnerTools, ProfileView } from '@zaber/shared/profiles/profile-view';
import { Avatar } from '@zaber/shared/ui/antd/avatar';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { type ComponentType, lazy, Suspense } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { ProfileEditorStyles } from './profile-editor-styles';

// The owner's tools load only when the viewer owns the profile (other professionals never need them).
const AvatarEditor = lazy(() => import('./avatar-editor').then((m) => ({ default: m.AvatarEditor })));
const ProfileActions = lazy(() => import('./profile-actions').then((m) => ({ default: m.ProfileActions })));
const ApprovalPanel = lazy(() => import('./approval-panel').then((m) => ({ default: m.ApprovalPanel })));
const PortfolioEditor = lazy(() => import('./portfolio-editor').then((m) => ({ default: m.PortfolioEditor })));

function StaticAvatar({ profile }: OwnerToolProps) {
  return (
    <Avatar src={profile.avatar ?? undefined} size={96} alt="">
      {profile.title.slice(0, 1)}
    </Avatar>
  );
}

function slot(Tool: ComponentType<OwnerToolProps>, Fallback?: ComponentType<OwnerToolProps>): ComponentType<OwnerToolProps> {
  return function OwnerSlot(props: OwnerToolProps) {
    return (
      <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>
        <Tool {...props} />
      </Suspense>
    );
  };
}

const OWNER_TOOLS: ProfileOwnerTools = {
  avatar: slot(AvatarEditor, StaticAvatar),
  header: slot(ProfileActions),
  aboveTabs: slot(ApprovalPanel),
  portfolio: slot(PortfolioEditor),
};

function useProfileTitle(profile: ProfileDetail | null) {
  usePageTitle(profile?.title);
}

/** /users/{username}/ for professionals: the shared profile view, editable in place by its owner. */
export function ProfilePage({ match }: PageProps) {
  return (
    <>
      <ProfileEditorStyles />
      <ProfileView match={match} usePageMeta={useProfileTitle} ownerTools={OWNER_TOOLS} />
    </>
  );
}
