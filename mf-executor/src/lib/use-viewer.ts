import type { ViewerProfile } from '@zaber/shared/platform/store/auth-slice';
import { type ShellState, selectProfile } from '@zaber/shared/platform/store/shell-state';
import { useSelector } from 'react-redux';

/** The signed-in professional as the shell keeps them (balance included, kept current by the shell). */
export function useViewer(): ViewerProfile | null {
  return useSelector((state: ShellState) => selectProfile(state));
}
