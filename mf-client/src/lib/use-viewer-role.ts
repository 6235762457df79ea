import type { ViewerRole } from '@zaber/shared/platform/roles';
import { type ShellState, selectRole } from '@zaber/shared/platform/store/shell-state';
import { useSelector } from 'react-redux';

/** Guest, client or executor, as the shell's store says now. */
export function useViewerRole(): ViewerRole {
  return useSelector((state: ShellState) => selectRole(state));
}
