import { useState } from 'react';

/**
 * The text of a catalogue's search box: what is typed, and the URL's "q" again whenever that
 * changes (a removed reading chip, the back button, a chosen suggestion).
 */
export function useSearchText(searchParam: string | null): { text: string; setText(text: string): void } {
  const [text, setText] = useState(searchParam ?? '');
  const [seen, setSeen] = useState(searchParam);
  if (seen !== searchParam) {
    setSeen(searchParam);
    setText(searchParam ?? '');
  }
  return { text, setText };
}
