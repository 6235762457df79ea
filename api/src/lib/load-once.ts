/**
 * A library loaded on its first use instead of with the API: the invoice PDF writer, the mail template renderer, the image
 * pipeline's libvips and the S3 client take ≈ 60 MB of every API process that may never need them
 * (npm run bench prints the API's memory). Later callers share the first load.
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
