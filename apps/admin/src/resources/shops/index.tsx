import StorefrontIcon from '@mui/icons-material/Storefront';
import { BooleanField, BooleanInput, DataTable, List, SelectInput, SimpleForm, TextField, TextInput, required } from 'react-admin';
import { ADMIN_THEMES } from '@store/domain/contracts/admin-catalog';
import { SaveOnly } from '../../components/SaveOnly';
import type { AdminResource } from '../types';
import { EditPage } from '../../components/EditPage';

export const themeChoices = ADMIN_THEMES.map((id) => ({ id, name: `catalog_admin.themes.${id}` }));

function ShopList() {
  return (
    <List perPage={25} actions={false}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="id" disableSort />
        <DataTable.Col source="name.th" label="resources.shops.fields.name_th" disableSort />
        <DataTable.Col source="name.en" label="resources.shops.fields.name_en" disableSort />
        <DataTable.Col source="theme" disableSort />
        <DataTable.Col source="hide_menu" disableSort>
          <BooleanField source="hide_menu" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function ShopEdit() {
  return (
    <EditPage redirect={false}>
      <SimpleForm toolbar={<SaveOnly />}>
        <TextField source="id" />
        <TextInput source="name.th" label="resources.shops.fields.name_th" validate={required()} fullWidth />
        <TextInput source="name.en" label="resources.shops.fields.name_en" validate={required()} fullWidth />
        <TextInput source="tagline.th" label="resources.shops.fields.tagline_th" validate={required()} fullWidth />
        <TextInput source="tagline.en" label="resources.shops.fields.tagline_en" validate={required()} fullWidth />
        <TextInput source="description.th" label="resources.shops.fields.description_th" validate={required()} fullWidth multiline />
        <TextInput source="description.en" label="resources.shops.fields.description_en" validate={required()} fullWidth multiline />
        <SelectInput source="theme" choices={themeChoices} validate={required()} helperText="catalog_admin.theme_help" />
        <BooleanInput source="hide_menu" helperText="catalog_admin.hide_menu_help" />
      </SimpleForm>
    </EditPage>
  );
}

const FIELDS = ['name', 'tagline', 'description', 'theme', 'hide_menu'] as const;

/** Shop-in-shop pages (catalog.manage): names, texts, banner theme, hide_menu; the storefront shows a change at once. */
export const shopsResource: AdminResource = {
  name: 'shops',
  permission: 'catalog.manage',
  icon: StorefrontIcon,
  list: ShopList,
  edit: ShopEdit,
  recordRepresentation: 'id',
  data: {
    endpoint: '/admin/shops',
    toUpdate: (data, previous) => {
      const change: Record<string, unknown> = {};
      for (const key of FIELDS) if (JSON.stringify(data[key]) !== JSON.stringify(previous[key])) change[key] = data[key];
      return change;
    },
  },
};
