import type { ModalContent } from '@zaber/shared/platform/contract';
import type { TextBundle } from '@zaber/shared/platform/i18n/create-i18n';
import { addRemoteTexts } from '@zaber/shared/ui/create-remote-app';
import { type ComponentProps, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ModalTextsProps {
  /** The remote's Czech bundle, by namespace key (`{ client: clientTexts }`). */
  texts: Readonly<Record<string, TextBundle>>;
  children: ReactNode;
}

/**
 * Around a remote's global modal: the shell renders it in its own tree, where the remote may never
 * have mounted, so the remote's texts (and the common texts of the shared UI it was built with)
 * are added to the shell's i18next first, before anything reads them, as a mount adds them. The
 * content may be a lazy chunk: nothing shows until it has loaded.
 */
export function ModalTexts({ texts, children }: ModalTextsProps) {
  const { i18n } = useTranslation();
  useState(() => {
    addRemoteTexts(i18n, texts);
    return null;
  });
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** A global modal's content whose code (form, queries, styles) loads when it first opens, with the remote's texts. */
export function lazyModal(texts: ModalTextsProps['texts'], load: () => Promise<ModalContent>): ModalContent {
  const Content = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: one stable component per modal, made once at module load.
  function LazyModal(props: ComponentProps<ModalContent>) {
    return (
      <ModalTexts texts={texts}>
        <Content {...props} />
      </ModalTexts>
    );
  }
  return LazyModal;
}
