import { profileLoaded, type ViewerProfile } from '@zaber/shared/platform/store/auth-slice';
import { selectProfile } from '@zaber/shared/platform/store/shell-state';
import { useShell } from '@zaber/shared/ui/shell-services';
import { useCallback } from 'react';

type ViewerChange = Partial<Pick<ViewerProfile, 'title' | 'username' | 'url' | 'avatar'>>;

/** Puts the owner's new name, address or avatar into the shell's profile, so the header shows them at once. */
export function useUpdateViewer(): (change: ViewerChange) => void {
  const { store } = useShell();
  return useCallback(
    (change: ViewerChange) => {
      const viewer = selectProfile(store.getState());
      if (viewer) store.dispatch(profileLoaded({ ...viewer, ...change }));
    },
    [store],
  );
}
