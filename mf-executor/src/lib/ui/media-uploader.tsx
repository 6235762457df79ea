import { UPLOAD_ERRORS, UPLOAD_MAX_FILES, type UploadPurpose } from '@zaber/shared/media/constants';
import { refusalOf, UPLOAD_ACCEPT, UploadError, uploadFile } from '@zaber/shared/media/upload-file';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Progress } from '@zaber/shared/ui/antd/progress';
import { PALETTE } from '@zaber/shared/ui/theme';
import { Typography } from '@zaber/shared/ui/typography';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

/*
 * Several files sent to POST /v1/uploads at once, each with its own progress bar, then attached
 * together (a portfolio's `addWorks`, later a package's gallery). What the API would refuse is
 * refused here first and never sent.
 */

export type QueuedFileStatus = 'waiting' | 'uploading' | 'uploaded' | 'attaching' | 'failed';

export interface QueuedFile {
  key: string;
  file: File;
  status: QueuedFileStatus;
  /** 0–100. */
  percent: number;
  uploadId: string | null;
  /** Czech: why it failed. */
  error: string | null;
}

export interface UploadQueueOptions {
  purpose: UploadPurpose;
  /** Attaches the uploaded files once none is still on its way; a rejection's message lands on those files. */
  attach(uploadIds: string[]): Promise<unknown>;
  /** Files sent at the same time. */
  concurrency?: number;
}

export interface UploadQueue {
  items: QueuedFile[];
  /** Queues the chosen files; answers the Czech reason when the whole choice is refused (too many files). */
  add(files: readonly File[]): string | null;
  /** Drops a file, stopping its upload. */
  remove(key: string): void;
}

const IN_FLIGHT: readonly QueuedFileStatus[] = ['waiting', 'uploading', 'attaching'];
let lastKey = 0;

/** The queue behind MediaUploader, for uploaders with another look. */
export function useUploadQueue({ purpose, attach, concurrency = 3 }: UploadQueueOptions): UploadQueue {
  const t = useCommonT();
  // Uploads finish outside React's render cycle: the queue lives in a ref, each change re-renders.
  const queue = useRef<QueuedFile[]>([]);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ attach, t });
  latest.current = { attach, t };

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const commit = useCallback((next: QueuedFile[]) => {
    queue.current = next;
    rerender();
  }, []);
  const patch = useCallback(
    (keys: ReadonlySet<string>, change: Partial<QueuedFile>) => commit(queue.current.map((item) => (keys.has(item.key) ? { ...item, ...change } : item))),
    [commit],
  );

  const attachReady = useCallback(() => {
    if (queue.current.some((item) => IN_FLIGHT.includes(item.status))) return;
    const ready = queue.current.filter((item) => item.status === 'uploaded' && item.uploadId);
    if (ready.length === 0) return;
    const keys = new Set(ready.map((item) => item.key));
    patch(keys, { status: 'attaching' });
    latest.current.attach(ready.map((item) => item.uploadId as string)).then(
      () => commit(queue.current.filter((item) => !keys.has(item.key))),
      (error: unknown) => patch(keys, { status: 'failed', error: errorMessage(error, latest.current.t('common.genericError')) }),
    );
  }, [commit, patch]);

  const pump = useCallback(() => {
    const active = queue.current.filter((item) => item.status === 'uploading').length;
    const next = queue.current.filter((item) => item.status === 'waiting').slice(0, Math.max(0, concurrency - active));
    for (const item of next) {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      const only = new Set([item.key]);
      patch(only, { status: 'uploading' });
      uploadFile(item.file, {
        purpose,
        signal: controller.signal,
        onProgress: (loaded, total) => patch(only, { percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0 }),
      })
        .then(
          (answer) => patch(only, { status: 'uploaded', percent: 100, uploadId: answer.id }),
          (error: unknown) => {
            if (error instanceof UploadError && error.code === 'ABORTED') return;
            const detail = error instanceof UploadError ? error.detail : null;
            patch(only, { status: 'failed', error: detail ?? latest.current.t('common.upload.failed') });
          },
        )
        .finally(() => {
          controllers.current.delete(item.key);
          pump();
        });
    }
    attachReady();
  }, [attachReady, concurrency, patch, purpose]);

  const add = useCallback(
    (files: readonly File[]) => {
      const pending = queue.current.filter((item) => item.status !== 'failed').length;
      if (files.length + pending > UPLOAD_MAX_FILES) return UPLOAD_ERRORS.tooManyFiles();
      const added = files.map((file): QueuedFile => {
        const refusal = refusalOf(file, purpose);
        lastKey += 1;
        return { key: `upload-${lastKey}`, file, status: refusal ? 'failed' : 'waiting', percent: 0, uploadId: null, error: refusal };
      });
      commit([...queue.current, ...added]);
      pump();
      return null;
    },
    [commit, pump, purpose],
  );

  const remove = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort();
      commit(queue.current.filter((item) => item.key !== key));
      pump();
    },
    [commit, pump],
  );

  return { items: queue.current, add, remove };
}

function statusText(item: QueuedFile, t: ReturnType<typeof useCommonT>): string {
  switch (item.status) {
    case 'waiting':
      return t('common.upload.waiting');
    case 'uploading':
      return t('common.upload.uploading', { percent: item.percent });
    case 'uploaded':
      return t('common.upload.uploaded');
    case 'attaching':
      return t('common.upload.attaching');
    case 'failed':
      return item.error ?? t('common.upload.failed');
  }
}

/** The queued files: name, a progress bar each, a failed file's message and a button that removes it. */
export function UploadQueueList({ queue }: { queue: UploadQueue }) {
  const t = useCommonT();
  if (queue.items.length === 0) return null;
  return (
    <ul className="zp-upload-queue" aria-label={t('common.upload.files')}>
      {queue.items.map((item) => (
        <li key={item.key} data-status={item.status}>
          <div className="zp-upload-queue__head">
            <Typography.Text ellipsis={{ rows: 1 }} className="zp-upload-queue__name">
              {item.file.name}
            </Typography.Text>
            {item.status !== 'attaching' && (
              <Button size="small" type="text" onClick={() => queue.remove(item.key)} aria-label={t('common.upload.removeFile', { name: item.file.name })}>
                {t('common.upload.remove')}
              </Button>
            )}
          </div>
          <Progress
            percent={item.status === 'failed' ? 100 : item.percent}
            status={item.status === 'failed' ? 'exception' : item.status === 'uploading' ? 'active' : item.percent === 100 ? 'success' : 'normal'}
            showInfo={false}
            size="small"
            aria-label={t('common.upload.progress', { name: item.file.name })}
          />
          {/* A plain span: the kit's Text takes no role, and a failure is announced as it happens. */}
          <span
            className={`zp-typo zp-upload-queue__status ${item.status === 'failed' ? 'zp-typo--danger' : 'zp-typo--secondary'}`}
            role={item.status === 'failed' ? 'alert' : undefined}
          >
            {statusText(item, t)}
          </span>
        </li>
      ))}
    </ul>
  );
}

const CSS = `
[data-remote] .zp-upload-queue { list-style: none; margin: var(--z-space-3) 0; padding: 0; display: grid; gap: var(--z-space-2); }
[data-remote] .zp-upload-queue > li { padding: var(--z-space-2) var(--z-space-3); border: 1px solid ${PALETTE.line}; border-radius: var(--z-radius-md); background: ${PALETTE.surface}; }
[data-remote] .zp-upload-queue > li[data-status="failed"] { border-color: ${PALETTE.dangerBorder}; }
[data-remote] .zp-upload-queue__head { display: flex; align-items: center; justify-content: space-between; gap: var(--z-space-2); }
[data-remote] .zp-upload-queue__name { min-width: 0; }
[data-remote] .zp-upload-queue__status { display: block; font-size: var(--z-font-sm); }
[data-remote] .zp-upload-queue .ant-progress { margin: 0; }
`;

export interface MediaUploaderProps extends UploadQueueOptions {
  /** The button's text, e.g. "Přidat fotky". */
  label: string;
  /** The accessible name of the button and the file input when the text needs context ("Přidat fotky: Svatby"). */
  ariaLabel?: string;
  disabled?: boolean;
}

/** A button that chooses several images, and the list of their uploads. */
export function MediaUploader({ label, ariaLabel = label, disabled = false, ...options }: MediaUploaderProps) {
  const queue = useUploadQueue(options);
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <div className="zp-uploader">
      <style>{CSS}</style>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple
        hidden
        aria-label={ariaLabel}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file may be chosen again after it failed.
          event.target.value = '';
          if (files.length > 0) setRefusal(queue.add(files));
        }}
      />
      <Button onClick={() => input.current?.click()} disabled={disabled} aria-label={ariaLabel === label ? undefined : ariaLabel}>
        {label}
      </Button>
      {refusal && (
        <Alert type="error" showIcon icon={<AlertIcon type="error" />} title={refusal} closable={{ onClose: () => setRefusal(null) }} className="z-mt-3" />
      )}
      <UploadQueueList queue={queue} />
    </div>
  );
}
