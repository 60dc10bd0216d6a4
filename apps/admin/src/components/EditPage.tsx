import { Edit, type EditProps } from 'react-admin';

/**
 * The `meta` of every edit page's read and save. react-admin caches each row of a list as that
 * record's getOne answer (under no meta), so a page opened from the list would first show the row,
 * then reset the form to the full record when it arrives, dropping what the staff member had
 * already typed (and greying out Save). Under this meta the page waits for the full record; the
 * save uses the same one, so the page shows what was saved.
 */
const FULL_RECORD = { full: true } as const;

/** `<Edit>` with pessimistic saves that opens on the full record only (see FULL_RECORD). */
export function EditPage({ queryOptions, mutationOptions, ...props }: EditProps) {
  return <Edit mutationMode="pessimistic" {...props} queryOptions={{ meta: FULL_RECORD, ...queryOptions }} mutationOptions={{ meta: FULL_RECORD, ...mutationOptions }} />;
}
