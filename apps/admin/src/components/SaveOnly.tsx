import { SaveButton, Toolbar } from 'react-admin';

/** A form toolbar without "delete": shops, campaigns and flash sales are not deleted from the console (no such route). */
export function SaveOnly() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
