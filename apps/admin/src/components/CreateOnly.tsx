import { CreateButton, TopToolbar } from 'react-admin';

/** A list's actions with only "create" (no filter or export button), as the DIY options, home-internet packages and coverage areas show them. */
export function CreateOnly() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}
