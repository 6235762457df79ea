/**
 * A stand-in for XMLHttpRequest in jsdom, for tests of uploads (`uploadFile`): every request sent
 * is recorded, and the test reports its upload progress and answers it when it wants to.
 */
export interface FakeUploadRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  aborted: boolean;
  /** Fires the upload's progress event: `loaded` of `total` bytes (the body's size by default). */
  progress(loaded: number, total?: number): void;
  /** Answers with a status and a JSON body. */
  respond(status: number, body: unknown): void;
  /** A network failure. */
  fail(): void;
}

export interface FakeUploads {
  requests: FakeUploadRequest[];
  restore(): void;
}

const sizeOf = (body: unknown) => (body instanceof Blob ? body.size : 0);

/** Replaces `XMLHttpRequest` until `restore()`. */
export function installFakeUploads(): FakeUploads {
  const original = globalThis.XMLHttpRequest;
  const requests: FakeUploadRequest[] = [];

  class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private record: FakeUploadRequest | null = null;
    private method = '';
    private url = '';
    private readonly headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    send(body: unknown) {
      const total = sizeOf(body);
      const record: FakeUploadRequest = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        aborted: false,
        progress: (loaded, all = total) => {
          this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total: all }));
        },
        respond: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.dispatchEvent(new ProgressEvent('load'));
        },
        fail: () => {
          this.dispatchEvent(new ProgressEvent('error'));
        },
      };
      this.record = record;
      requests.push(record);
    }

    abort() {
      if (this.record) this.record.aborted = true;
      this.dispatchEvent(new ProgressEvent('abort'));
    }
  }

  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    requests,
    restore: () => {
      globalThis.XMLHttpRequest = original;
    },
  };
}
