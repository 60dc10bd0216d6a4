import PeopleIcon from '@mui/icons-material/People';
import { Chip, Stack } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  List,
  PasswordInput,
  SelectArrayInput,
  SimpleForm,
  TextField,
  TextInput,
  email,
  minLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/dates';
import { STAFF_PASSWORD_MIN, STAFF_ROLES } from '@store/domain/staff';
import type { AdminResource } from '../types';
import { EditPage } from '../../components/EditPage';

const roleChoices = STAFF_ROLES.map((role) => ({ id: role, name: `roles.${role}` }));

function RoleChips() {
  const record = useRecordContext<{ roles: string[] }>();
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {record?.roles.map((role) => (
        <Chip key={role} size="small" label={translate(`roles.${role}`)} />
      ))}
    </Stack>
  );
}

function StaffList() {
  return (
    <List>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="display_name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="roles">
          <RoleChips />
        </DataTable.Col>
        <DataTable.Col source="disabled">
          <BooleanField source="disabled" />
        </DataTable.Col>
        <DataTable.Col source="created_at">
          <DateField source="created_at" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function StaffEdit() {
  return (
    <EditPage redirect={false}>
      <SimpleForm>
        <TextField source="email" />
        <TextInput source="display_name" validate={required()} />
        <SelectArrayInput source="roles" choices={roleChoices} validate={required()} />
        <PasswordInput source="password" validate={minLength(STAFF_PASSWORD_MIN)} />
        <BooleanInput source="disabled" />
      </SimpleForm>
    </EditPage>
  );
}

function StaffCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="email" validate={[required(), email()]} />
        <TextInput source="display_name" validate={required()} />
        <SelectArrayInput source="roles" choices={roleChoices} validate={required()} />
        <PasswordInput source="password" validate={[required(), minLength(STAFF_PASSWORD_MIN)]} />
      </SimpleForm>
    </Create>
  );
}

/** Staff accounts (staff.manage): the existing routes GET/POST /staff/accounts, PATCH /staff/accounts/:id. */
export const staffResource: AdminResource = {
  name: 'staff',
  permission: 'staff.manage',
  icon: PeopleIcon,
  list: StaffList,
  edit: StaffEdit,
  create: StaffCreate,
  recordRepresentation: 'email',
  data: {
    endpoint: '/staff/accounts',
    toUpdate: (data, previous) => {
      const change: Record<string, unknown> = {};
      for (const key of ['display_name', 'roles', 'disabled'] as const) if (JSON.stringify(data[key]) !== JSON.stringify(previous[key])) change[key] = data[key];
      if (data.password) change.password = data.password;
      return change;
    },
  },
};
