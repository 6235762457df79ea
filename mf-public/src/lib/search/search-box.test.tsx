import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ShellServices } from '@zaber/shared/platform/contract';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { ShellServicesContext } from '@zaber/shared/ui/shell-services';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SearchSuggestionsDocument } from './operations.generated';
import { SearchBox } from './search-box';

const i18n = createI18n();

const suggestions = [
  { __typename: 'SearchSuggestion', kind: 'CATEGORY', label: 'Svatební fotografie', slug: 'svatebni-fotograf', url: '/fotografove/svatebni-fotograf/' },
  { __typename: 'SearchSuggestion', kind: 'MUNICIPALITY', label: 'Svitavy (Pardubický kraj)', slug: 'svitavy', url: '/profici/?misto=svitavy' },
];
const phraseSuggestions = [
  { __typename: 'SearchSuggestion', kind: 'CATEGORY', label: 'Svatební video', slug: 'svatebni-kameraman', url: '/kameramani/svatebni-kameraman/' },
  { __typename: 'SearchSuggestion', kind: 'MUNICIPALITY', label: 'Praha (Hlavní město Praha)', slug: 'praha', url: '/profici/?q=Praha' },
  {
    __typename: 'SearchSuggestion',
    kind: 'REGION',
    label: 'okres Praha-východ (Středočeský kraj)',
    slug: 'praha-vychod',
    url: '/profici/?q=Praha-v%C3%BDchod',
  },
];
const mocks = [
  { request: { query: SearchSuggestionsDocument, variables: { text: 'sv', limit: 8 } }, result: { data: { searchSuggestions: suggestions } } },
  { request: { query: SearchSuggestionsDocument, variables: { text: 'kameraman pra', limit: 8 } }, result: { data: { searchSuggestions: phraseSuggestions } } },
  { request: { query: SearchSuggestionsDocument, variables: { text: 'Brno svatb', limit: 8 } }, result: { data: { searchSuggestions: phraseSuggestions } } },
];

function Harness({ onSubmit }: { onSubmit(value: string): void }) {
  const [value, setValue] = useState('');
  return <SearchBox value={value} onChange={setValue} onSubmit={onSubmit} label="Hledat profíky" button={<button type="submit">Hledat</button>} />;
}

function renderBox() {
  const navigate = jest.fn();
  const onSubmit = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <ShellServicesContext.Provider value={{ navigate } as unknown as ShellServices}>
            <Harness onSubmit={onSubmit} />
          </ShellServicesContext.Provider>
        </MemoryRouter>
      </MockedProvider>
    </I18nextProvider>,
  );
  return { navigate, onSubmit, input: screen.getByRole('combobox', { name: 'Hledat profíky' }) };
}

async function typeAndWait(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await act(async () => void jest.advanceTimersByTime(250));
}

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('suggests services and places after a pause, moves with the arrows and goes to the chosen one on Enter', async () => {
    const { navigate, input } = renderBox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await typeAndWait(input, 'sv');
    const listbox = await screen.findByRole('listbox', { name: 'Návrhy' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Svatební fotografieSlužba');
    expect(options[1]).toHaveTextContent('Obec');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/fotografove/svatebni-fotograf/');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on Escape and submits the text when nothing is highlighted', async () => {
    const { navigate, onSubmit, input } = renderBox();
    await typeAndWait(input, 'sv');
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledWith('sv');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('chooses a suggestion with the mouse', async () => {
    const { navigate, input } = renderBox();
    await typeAndWait(input, 'sv');
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Svitavy/ }));
    expect(navigate).toHaveBeenCalledWith('/profici/?misto=svitavy');
  });

  it('keeps the rest of the phrase when a place is chosen', async () => {
    const { navigate, input } = renderBox();
    await typeAndWait(input, 'kameraman pra');
    fireEvent.mouseDown(await screen.findByRole('option', { name: /^Praha \(/ }));
    expect(input).toHaveValue('kameraman Praha');
    expect(navigate).toHaveBeenCalledWith('/profici/?q=kameraman+Praha');
  });

  it('names an okres with its word "okres"', async () => {
    const { navigate, input } = renderBox();
    await typeAndWait(input, 'kameraman pra');
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Praha-východ/ }));
    expect(navigate).toHaveBeenCalledWith('/profici/?q=kameraman+okres+Praha-v%C3%BDchod');
  });

  it("goes to a chosen service's page with the rest of the phrase", async () => {
    const { navigate, input } = renderBox();
    await typeAndWait(input, 'Brno svatb');
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Svatební video/ }));
    expect(input).toHaveValue('Brno');
    expect(navigate).toHaveBeenCalledWith('/kameramani/svatebni-kameraman/?q=Brno');
  });

  it('asks nothing for one letter', async () => {
    const { input } = renderBox();
    await typeAndWait(input, 's');
    await act(async () => void jest.advanceTimersByTime(500));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
