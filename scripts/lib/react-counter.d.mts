export function installReactCounter(): void;
export function reactRendererVersions(): string[];
