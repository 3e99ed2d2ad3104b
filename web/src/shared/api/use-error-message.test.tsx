import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, render, screen } from '@testing-library/react';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import commonZh from '@/locales/zh-CN/common.json';
import errorsZh from '@/locales/zh-CN/errors.json';
import { useErrorMessage } from './use-error-message';

/** An i18next instance whose error texts come only when the test hands them over. */
function i18nWithLateErrorTexts() {
  const pending: Array<{ namespace: string; done: ReadCallback }> = [];
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    // Only the error texts wait for the test; anything else (the bundled texts' other language forms) is empty at once.
    read: (_language, namespace, done) => (namespace === 'errors' ? void pending.push({ namespace, done }) : done(null, {})),
  };
  const instance = i18next.createInstance();
  void instance
    .use(backend)
    .use(initReactI18next)
    .init({
      resources: { 'zh-CN': { common: commonZh } },
      partialBundledLanguages: true,
      ns: ['common'],
      defaultNS: 'common',
      lng: 'zh-CN',
      fallbackLng: false,
      initAsync: false,
      showSupportNotice: false,
    });
  const handOver = () => {
    for (const { done } of pending.splice(0)) done(null, errorsZh);
  };
  return { instance, pending, handOver };
}

function ErrorLine({ error }: { error: unknown }) {
  const describe = useErrorMessage();
  return <p>{describe(error, 'common:errors.network')}</p>;
}

describe('useErrorMessage', () => {
  it('asks for the error texts when it describes an error before they are in, and shows them once they come', async () => {
    const { instance, pending, handOver } = i18nWithLateErrorTexts();
    const error = new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Bad request', extensions: { code: 'BAD_REQUEST' } }] });
    render(
      <I18nextProvider i18n={instance}>
        <ErrorLine error={error} />
      </I18nextProvider>,
    );
    // The screen's own words, in the reader's language, until the texts are in (never the
    // server's English for a code of the closed set), and the texts asked for.
    expect(screen.queryByText('Bad request')).toBeNull();
    expect(screen.getByText(commonZh.errors.network)).not.toBeNull();
    expect(new Set(pending.map((read) => read.namespace))).toEqual(new Set(['errors']));
    await act(async () => {
      handOver();
      await Promise.resolve();
    });
    expect(screen.getByText(errorsZh.BAD_REQUEST)).not.toBeNull();
  });

  it('asks for nothing, and renders nothing again when namespaces arrive, while it describes no error', async () => {
    const { instance, pending, handOver } = i18nWithLateErrorTexts();
    const rendered = vi.fn();
    function NoError() {
      useErrorMessage();
      rendered();
      return <p>no error</p>;
    }
    render(
      <I18nextProvider i18n={instance}>
        <NoError />
      </I18nextProvider>,
    );
    expect(pending).toHaveLength(0);
    const before = rendered.mock.calls.length;
    await act(async () => {
      const loading = instance.loadNamespaces('errors');
      handOver();
      await loading;
    });
    expect(instance.hasLoadedNamespace('errors')).toBe(true);
    expect(rendered).toHaveBeenCalledTimes(before);
  });
});
