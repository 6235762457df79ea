import { type ShellState, selectProfile } from '@zaber/shared/platform/store/shell-state';
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';

/**
 * Calls `onChange` when the viewer's credit changes in the shell's store (the live balance: a
 * payment was credited, a proposal charged, in this tab or another), not on the first render:
 * a page refetches its ledger or payments, which changed with it.
 */
export function useBalanceChange(onChange: () => void): void {
  const balance = useSelector((state: ShellState) => selectProfile(state)?.balance ?? null);
  const last = useRef(balance);
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (last.current === balance) return;
    last.current = balance;
    callback.current();
  }, [balance]);
}
