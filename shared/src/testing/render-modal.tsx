import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ModalContent } from '@zaber/shared/platform/contract';
import { createI18n, type TextBundle } from '@zaber/shared/platform/i18n/create-i18n';
import type { ViewerRole } from '@zaber/shared/platform/roles';
import type { ViewerProfile } from '@zaber/shared/platform/store/auth-slice';
import type { ModalRequest } from '@zaber/shared/platform/store/modals-slice';
import { shellReducers } from '@zaber/shared/platform/store/shell-reducers';
import { signIn } from '@zaber/shared/testing/render-page';
import { AntdProvider } from '@zaber/shared/ui/antd-provider';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';

export interface ModalRendererOptions {
  /** The remote's Czech bundle, by namespace key (`{ client: clientTexts }`), as its bootstrap adds it. */
  texts: Readonly<Record<string, TextBundle>>;
  /** Who is signed in unless a test says otherwise. */
  role: ViewerRole;
}

export interface RenderModalOptions {
  mocks: MockLink.MockedResponse[];
  role?: ViewerRole;
  /** Overrides of the signed-in viewer's profile (e.g. `isPublic: false`). */
  profile?: Partial<ViewerProfile>;
  /** Rendered beside the modal in the same tree, e.g. a page showing what the modal changes. */
  beside?: ReactNode;
}

/**
 * `renderModal` for one remote's global modals: renders a modal's content as the shell does, in
 * the shell's own tree (its store, Apollo client, i18next and antd) with no router and no remote's
 * shell services, the remote's texts already added (its bootstrap's wrapper adds them). Returns
 * the store and the `close` spy.
 */
export function modalRenderer({ texts, role: defaultRole }: ModalRendererOptions) {
  return function renderModal(Content: ModalContent, request: ModalRequest, { mocks, role = defaultRole, profile, beside }: RenderModalOptions) {
    const store = configureStore({ reducer: shellReducers });
    if (role !== 'guest') signIn(store, role, profile);
    const close = jest.fn();
    const view = render(
      <I18nextProvider i18n={createI18n(texts)}>
        <ReduxProvider store={store}>
          <MockedProvider mocks={mocks}>
            <AntdProvider>
              {beside}
              <Content request={request} close={close} />
            </AntdProvider>
          </MockedProvider>
        </ReduxProvider>
      </I18nextProvider>,
    );
    return { ...view, store, close };
  };
}
