export function unzip(buffer: Buffer): Map<string, Buffer>;
export function publishedTypes(o?: {
  root?: string;
  released?: boolean;
  env?: NodeJS.ProcessEnv;
}): Promise<Map<string, { version: string; files: Map<string, Buffer> }>>;
export function checkRemoteTypes(
  published: Map<string, { version: string; files: Map<string, Buffer | string> }>,
  workDir?: string,
): { checked: string[]; skipped: string[]; errors: string };
