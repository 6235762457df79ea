import type { UnreadCounters } from '@zaber/shared/platform/counters';
import { type ShellState, selectCounters } from '@zaber/shared/platform/store/shell-state';
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';

export type CounterKey = Exclude<keyof UnreadCounters, 'id'>;

/**
 * Calls `onChange` when one of the shell's live counters changes (a proposal or a message came, or
 * one was read elsewhere), not on the first render: a page refetches what the counter is about.
 */
export function useCounterChange(key: CounterKey, onChange: () => void): void {
  const value = useSelector((state: ShellState) => selectCounters(state)?.[key] ?? null);
  const last = useRef(value);
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (last.current === value) return;
    last.current = value;
    callback.current();
  }, [value]);
}
