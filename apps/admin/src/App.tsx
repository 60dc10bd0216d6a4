import { Admin, defaultTheme, Resource } from 'react-admin';
import { CursorPagination } from './components/CursorPagination';
import { authProvider } from './auth-provider';
import { Dashboard } from './Dashboard';
import { dataProvider } from './data-provider';
import { i18nProvider } from './i18n';
import { ADMIN_RESOURCES } from './resources/registry';

/** Below this width a list's table scrolls sideways in its own box instead of widening the page. */
const narrow = '@media (max-width: 899.95px)';

/**
 * Every list pages by cursor without a total unless it says otherwise (components/CursorPagination.tsx, decision 045).
 * On a phone or a narrow tablet, react-admin's layout grows to the widest table (`min-width: fit-content`),
 * so the whole console scrolled sideways, app bar and filters too. There the layout keeps the screen's
 * width and a wide table scrolls in its own box (the column headers stay on the table's top when the
 * page scrolls only on wider screens, where the table fits and nothing scrolls sideways).
 */
const theme = {
  ...defaultTheme,
  components: {
    ...defaultTheme.components,
    RaLayout: { styleOverrides: { root: { [narrow]: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } } },
    RaList: { defaultProps: { pagination: <CursorPagination /> }, styleOverrides: { root: { [narrow]: { '& .RaList-main': { minWidth: 0 } } } } },
    RaDataTable: { styleOverrides: { root: { [narrow]: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } } },
  },
};

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
