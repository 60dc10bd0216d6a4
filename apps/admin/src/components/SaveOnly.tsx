import { SaveButton, Toolbar } from 'react-admin';

/** A form toolbar with Save only, no Delete: what the console edits is switched off or left as it is, never deleted from it (no such route). */
export function SaveOnly() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
