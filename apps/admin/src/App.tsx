import { Admin, defaultTheme, Resource } from 'react-admin';
import { CursorPagination } from './components/CursorPagination';
import { authProvider } from './auth-provider';
import { Dashboard } from './Dashboard';
import { dataProvider } from './data-provider';
import { i18nProvider } from './i18n';
import { ADMIN_RESOURCES } from './resources/registry';

/** Every list pages by cursor without a total unless it says otherwise (components/CursorPagination.tsx, decision 045). */
const theme = { ...defaultTheme, components: { ...defaultTheme.components, RaList: { defaultProps: { pagination: <CursorPagination /> } } } };

/** The operator console (docs/decisions/040): react-admin over the store's API, hash routing under {BASE_PATH}/admin/. */
export function App() {
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      theme={theme}
      title="Tawan console"
      requireAuth
      disableTelemetry
    >
      {ADMIN_RESOURCES.map((resource) => (
        <Resource
          key={resource.name}
          name={resource.name}
          list={resource.list}
          edit={resource.edit}
          create={resource.create}
          show={resource.show}
          icon={resource.icon}
          recordRepresentation={resource.recordRepresentation}
        />
      ))}
    </Admin>
  );
}
