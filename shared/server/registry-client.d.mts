import type { Registry } from './release-choice.mjs';

export function watchRegistry(o: { url: string; intervalMs?: number; onChange?: (registry: Registry) => void }): {
  ready: Promise<void>;
  get(): Registry | null;
  refresh(): Promise<void>;
  close(): void;
};
