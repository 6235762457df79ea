export const VERSION_PATTERN: RegExp;
export function versionOf(packageDir: string): string;
export function integrityOf(file: string): string;
export function versionDir(storeDir: string, remote: string, version: string): string | null;
export function storeVersion(o: { storeDir: string; remote: string; packageDir: string }): {
  version: string;
  dir: string;
  created: boolean;
  integrity: string;
  renderer: boolean;
};
export function storedVersions(storeDir: string, remote: string): string[];
