/**
 * A library loaded on its first use instead of with the API: the invoice PDF writer, the mail
 * template renderer, the image pipeline's libvips and the S3 client took 26 of the 112 MB every
 * API process loaded at start, most of them never needing them (npm run bench prints the API's
 * memory). Later callers share the first load; a failed load is tried again by the next caller.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}
