// @zaber/shared/ui/badge as remote-a was built against it (version 1 of the UI component).
export const BADGE_VERSION = 1;

export function Badge({ label }: { label: string }) {
  return <span data-badge="v1">A: {label}</span>;
}
