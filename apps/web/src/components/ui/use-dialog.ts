import { useCallback, useState } from 'react';

/** Open state for one dialog: `{ open, show, hide, toggle }`. */
export function useDialog(initial = false) {
  const [open, setOpen] = useState(initial);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((v) => !v), []);
  return { open, show, hide, toggle };
}
