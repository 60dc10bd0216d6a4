import InventoryIcon from '@mui/icons-material/Inventory2';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  BooleanInput,
  DataTable,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SimpleForm,
  TextField,
  TextInput,
  useLocaleState,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { DateTimeText } from '../../components/dates';
import { api } from '../../api';
import { CsvImport } from '../../components/CsvImport';
import { Baht, SatangInput } from '../../components/money';
import type { AdminResource } from '../types';
import { EditPage } from '../../components/EditPage';

interface Movement {
  id: number;
  stock_before: number;
  stock_after: number;
  reason: 'manual' | 'import';
  changed_by: string;
  at: string;
}

function ProductName() {
  const record = useRecordContext<{ product_name: { th: string; en: string } }>();
  const [locale] = useLocaleState();
  return <>{record ? record.product_name[locale === 'en' ? 'en' : 'th'] : null}</>;
}

const filters = [<TextInput key="q" source="q" label="ra.action.search" alwaysOn />, <BooleanInput key="low_stock" source="low_stock" label="variants.low_stock" />];

function VariantList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  return (
    <>
      <List filters={filters} perPage={25} actions={false}>
        <DataTable bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="product_name" disableSort>
            <ProductName />
          </DataTable.Col>
          <DataTable.Col source="sku" disableSort />
          <DataTable.Col source="price" disableSort>
            <FunctionField source="price" render={(r: { price: number }) => <Baht satang={r.price} />} />
          </DataTable.Col>
          <DataTable.Col source="compare_at_price" disableSort>
            <FunctionField source="compare_at_price" render={(r: { compare_at_price: number | null }) => <Baht satang={r.compare_at_price} />} />
          </DataTable.Col>
          <DataTable.NumberCol source="stock" disableSort />
          <DataTable.NumberCol source="available" disableSort />
        </DataTable>
      </List>
      <CsvImport endpoint="/admin/variants/import" help={translate('variants.import_help')} keyLabel="SKU" onDone={refresh} />
    </>
  );
}

function StockHistory() {
  const record = useRecordContext<{ id: number; stock: number }>();
  const translate = useTranslate();
  const movements = useQuery({
    queryKey: ['stock-movements', record?.id, record?.stock],
    enabled: !!record,
    queryFn: () => api<Movement[]>('GET', `/admin/variants/${record?.id}/stock-movements`),
  });
  if (!record) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('variants.stock_history')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('config.changed_at')}</TableCell>
              <TableCell>{translate('variants.stock_change')}</TableCell>
              <TableCell>{translate('variants.reason')}</TableCell>
              <TableCell>{translate('config.changed_by')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(movements.data ?? []).map((m) => (
              <TableRow key={m.id}>
                <TableCell>
                  <DateTimeText value={m.at} />
                </TableCell>
                <TableCell>
                  {m.stock_before} → {m.stock_after}
                </TableCell>
                <TableCell>{translate(`variants.reasons.${m.reason}`)}</TableCell>
                <TableCell>{m.changed_by}</TableCell>
              </TableRow>
            ))}
            {movements.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{translate('variants.no_movements')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** The variant's product page: its SEO text and its pictures per gallery view are edited there (decision 042, addendum). */
function ProductPageLink() {
  const record = useRecordContext<{ product_id: number; product_name: { th: string; en: string } }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Button component={Link} to={`/products/${record.product_id}`} startIcon={<PhotoLibraryIcon />} variant="outlined">
          {translate('products.product_page', { name: record.product_name[locale === 'en' ? 'en' : 'th'] })}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('products.product_page_help')}
        </Typography>
      </CardContent>
    </Card>
  );
}

function VariantEdit() {
  return (
    <EditPage redirect={false}>
      <SimpleForm>
        <ProductName />
        <TextField source="sku" />
        <SatangInput source="price" />
        <SatangInput source="compare_at_price" />
        <NumberInput source="stock" step={1} min={0} />
        <NumberField source="stock_reserved" />
      </SimpleForm>
      <StockHistory />
      <ProductPageLink />
    </EditPage>
  );
}

/** Catalogue variants (catalog.manage): price, compare-at price, stock with its history, bulk CSV import. */
export const variantsResource: AdminResource = {
  name: 'variants',
  permission: 'catalog.manage',
  icon: InventoryIcon,
  list: VariantList,
  edit: VariantEdit,
  recordRepresentation: 'sku',
  data: {
    endpoint: '/admin/variants',
    listQuery: (filter) => ({ q: filter.q, low_stock: filter.low_stock ? 'true' : undefined }),
    toUpdate: (data, previous) => ({
      ...(data.price !== previous.price ? { price: data.price } : {}),
      ...(data.compare_at_price !== previous.compare_at_price ? { compare_at_price: data.compare_at_price ?? null } : {}),
      ...(data.stock !== previous.stock ? { stock: data.stock } : {}),
    }),
  },
};
