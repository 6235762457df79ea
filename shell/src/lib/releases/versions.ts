/** A version from the releases registry (the first 12 hex digits of its content hash), not the deployment's own build. */
export function isReleasedVersion(version: string | undefined): version is string {
  return typeof version === 'string' && /^[0-9a-f]{12}$/.test(version);
}

/** The attribute of a remote's area that names the version running in it. */
export const VERSION_ATTRIBUTE = 'data-remote-version';
