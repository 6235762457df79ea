/** Who is looking at the page. A guest is treated as a client where a page allows both (spec §4). */
export const VIEWER_ROLES = ['guest', 'client', 'executor'] as const;
export type ViewerRole = (typeof VIEWER_ROLES)[number];

export function isViewerRole(value: unknown): value is ViewerRole {
  return typeof value === 'string' && (VIEWER_ROLES as readonly string[]).includes(value);
}
