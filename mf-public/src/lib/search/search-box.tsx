import { ShellServicesContext } from '@zaber/shared/ui/shell-services';
import { type FormEvent, type KeyboardEvent, lazy, type ReactNode, Suspense, useCallback, useContext, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Suggestion } from './suggestion-list';
import { choosePhrase } from './suggestion-phrase';

/** The query-string key the catalogues read the search words from. */
export const SEARCH_PARAM = 'q';

// The suggestions (their query and listbox) load on the first focus or key in the box.
const SuggestionList = lazy(() => import('./suggestion-list').then((m) => ({ default: m.SuggestionList })));

export interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
  /** Enter without a highlighted suggestion, or the button. */
  onSubmit(value: string): void;
  label: string;
  placeholder?: string;
  /** The submit button (e.g. antd's Button with htmlType="submit"). */
  button: ReactNode;
  inputClassName?: string;
  className?: string;
  /**
   * Where the form goes without JavaScript (or before the page's scripts have run): the list page
   * that reads the words from `?q=`. Without it the form stays on the page.
   */
  action?: string;
}

/**
 * A search form whose input is a combobox suggesting services and places while typing (ARIA 1.2
 * combobox pattern: arrows move, Enter chooses, Escape closes). Choosing goes to the suggestion's
 * page. Plain elements; the suggestions are loaded lazily.
 */
export function SearchBox({ value, onChange, onSubmit, label, placeholder, button, inputClassName, className, action }: SearchBoxProps) {
  // The shell's navigate (a suggestion may lead to another remote's page); the router's outside a shell.
  const routerNavigate = useNavigate();
  const navigate = useContext(ShellServicesContext)?.navigate ?? routerNavigate;
  const listId = `${useId()}suggestions`;
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<readonly Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const shown = open && items.length > 0;

  const onItems = useCallback((next: readonly Suggestion[]) => {
    setItems(next);
    setActive(-1);
  }, []);
  const choose = (item: Suggestion) => {
    setOpen(false);
    const chosen = choosePhrase(value, item);
    onChange(chosen.text);
    navigate(chosen.url);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    setWanted(true);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!items.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (shown ? (index + step + items.length) % items.length : step === 1 ? 0 : items.length - 1));
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && shown && items[active]) {
      event.preventDefault();
      choose(items[active]);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    onSubmit(value);
  };

  return (
    <form onSubmit={submit} role="search" className={className} action={action} method="get">
      <div className="z-d-flex z-gap-2 z-flex-wrap">
        <div className="z-pos-relative z-flex-1-1-220px">
          <input
            type="text"
            name={SEARCH_PARAM}
            role="combobox"
            aria-label={label}
            aria-expanded={shown}
            aria-controls={shown ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            enterKeyHint="search"
            className={inputClassName ? `${inputClassName} z-w-full` : 'z-w-full'}
            placeholder={placeholder}
            value={value}
            onFocus={() => setWanted(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              setWanted(true);
              setOpen(true);
              onChange(event.target.value);
            }}
          />
          {wanted && (
            <Suspense fallback={null}>
              <SuggestionList text={value} listId={listId} activeIndex={active} open={open} onItems={onItems} onChoose={choose} />
            </Suspense>
          )}
        </div>
        {button}
      </div>
    </form>
  );
}
