// @zaber/shared/ui/badge as remote-b was built against it (version 2 of the UI component).
export const BADGE_VERSION = 2;

export function Badge({ label }: { label: string }) {
  return <strong data-badge="v2">B: {label}</strong>;
}
