import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { type ShellState, selectCounters } from '@zaber/shared/store/shell-state';

/**
 * Calls `onChange` when the shell's live counter of unread proposals changes (a proposal came, or
 * one was opened elsewhere), not on the first render: a page refetches what the counter is about.
 */
export function useUnreadProposalsChange(onChange: () => void): void {
  const unread = useSelector((state: ShellState) => selectCounters(state)?.clientUnreadProposals ?? null);
  const last = useRef(unread);
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (last.current === unread) return;
    last.current = unread;
    callback.current();
  }, [unread]);
}
