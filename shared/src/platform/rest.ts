/** REST /v1 client (spec §7): JSON, Czech, cached where the spec caches. */
export class RestError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface RestGetOptions {
  /** Page data: on failure show the error page (5xx or no response → 503, 404 → 404). */
  errorPage?: boolean;
}

export interface RestClient {
  get<T>(path: string, query?: Query, options?: RestGetOptions): Promise<T>;
}

/** Look-ups that do not change while a page is open: fetched once and kept (spec §7). */
const CACHED = [/^\/location\//, /^\/categories$/, /^\/counters$/];

export interface RestClientOptions {
  baseUrl?: string;
  fetcher?: typeof fetch;
  /** Called for page data that failed; the shell shows its error page. */
  onPageError?: (status: 404 | 503) => void;
  /** Called for every failure (error reporting). */
  onError?: (error: RestError) => void;
}

export function createRestClient({ baseUrl = '/v1', fetcher, onPageError, onError }: RestClientOptions = {}): RestClient {
  const cache = new Map<string, Promise<unknown>>();
  const doFetch = fetcher ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function load<T>(url: string): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(url, { headers: { Accept: 'application/json', 'Accept-Language': 'cs' }, credentials: 'include' });
    } catch {
      throw new RestError(null, 'Server neodpovídá.');
    }
    if (!response.ok) throw new RestError(response.status, `Požadavek selhal (HTTP ${response.status}).`);
    return (await response.json()) as T;
  }

  return {
    async get<T>(path: string, query: Query = {}, options: RestGetOptions = {}): Promise<T> {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
      const url = `${baseUrl}${path}${params.size > 0 ? `?${params.toString()}` : ''}`;
      const cacheable = CACHED.some((pattern) => pattern.test(path));
      let pending = cacheable ? (cache.get(url) as Promise<T> | undefined) : undefined;
      if (!pending) {
        pending = load<T>(url);
        if (cacheable) {
          cache.set(url, pending);
          pending.catch(() => cache.delete(url));
        }
      }
      try {
        return await pending;
      } catch (error) {
        const restError = error instanceof RestError ? error : new RestError(null, String(error));
        onError?.(restError);
        if (options.errorPage) onPageError?.(restError.status === 404 ? 404 : 503);
        throw restError;
      }
    },
  };
}
