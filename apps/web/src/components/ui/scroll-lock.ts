/**
 * Page scroll lock shared by every open dialog (spec 4): the first lock adds `scroll-locked` to
 * <body> and makes the app root inert; the last unlock restores both. Nested dialogs are counted.
 */
let depth = 0;

/** Locks page scroll; returns the matching unlock (safe to call once). */
export function lockPageScroll(): () => void {
  depth += 1;
  if (depth === 1) {
    const gap = window.innerWidth - document.documentElement.clientWidth;
    if (gap > 0) document.body.style.setProperty('padding-right', `${gap}px`);
    document.body.classList.add('scroll-locked');
    document.getElementById('root')?.setAttribute('inert', '');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    depth -= 1;
    if (depth === 0) {
      document.body.classList.remove('scroll-locked');
      document.body.style.removeProperty('padding-right');
      document.getElementById('root')?.removeAttribute('inert');
    }
  };
}
