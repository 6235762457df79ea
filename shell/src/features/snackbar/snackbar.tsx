import type { ShellState } from '@zaber/shared/platform/store/shell-state';
import { snackShown } from '@zaber/shared/platform/store/ui-slice';
import { message } from '@zaber/shared/ui/antd/message';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

/** Shows the contract's `notify` messages with antd's message API; loaded with the first message. */
export function Snackbar() {
  const [api, holder] = message.useMessage();
  const snacks = useSelector((state: ShellState) => state.ui.snackbar);
  const dispatch = useDispatch();
  useEffect(() => {
    for (const snack of snacks) {
      void api[snack.kind](snack.message);
      dispatch(snackShown(snack.id));
    }
  }, [snacks, api, dispatch]);
  return holder;
}
