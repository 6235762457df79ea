import { createCache } from '@ant-design/cssinjs';

type StyleCache = ReturnType<typeof createCache>;
type Entries = StyleCache['cache'];

/**
 * A map of one render's styles that finds what an earlier render of the process computed: antd's
 * style objects are serialized once per process instead of once per request, and the render's
 * own map still holds exactly the styles it used (what `extractStyle` writes).
 */
class ReusingMap extends Map<string, unknown> {
  constructor(private readonly computed: Map<string, unknown>) {
    super();
  }

  override get(key: string): unknown {
    return super.get(key) ?? this.computed.get(key);
  }

  override set(key: string, value: unknown): this {
    this.computed.set(key, value);
    return super.set(key, value);
  }
}

const computed = new Map<string, unknown>();

/** The CSS-in-JS cache of one server render (a page, the shell's frame): its own styles, computed once per process. */
export function createServerStyleCache(): StyleCache {
  const cache = createCache();
  cache.cache = new ReusingMap(computed) as unknown as Entries;
  return cache;
}
