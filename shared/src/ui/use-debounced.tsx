import { useEffect, useState } from 'react';

/** `text` once it has stopped changing for `delayMs` (what a search field asks the API for). */
export function useDebounced(text: string, delayMs: number): string {
  const [value, setValue] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setValue(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return value;
}
