import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card, CardContent, Chip, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  ArrayInput,
  DataTable,
  FunctionField,
  List,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxLength,
  required,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { PRODUCT_SEO_LIMITS, type AdminProduct } from '@store/domain/contracts/admin-catalog';
import { SaveOnly } from '../../components/SaveOnly';
import { Baht } from '../../components/money';
import type { AdminResource } from '../types';
import { ProductPictures } from './ProductPictures';
import { ProductSeoPreview } from './SeoPreview';
import { EditPage } from '../../components/EditPage';

type Localized = { th: string; en: string };

function useLocalized() {
  const [locale] = useLocaleState();
  return (text: Localized) => text[locale === 'en' ? 'en' : 'th'];
}

function ProductName() {
  const record = useRecordContext<{ name: Localized }>();
  const localized = useLocalized();
  return <>{record ? localized(record.name) : null}</>;
}

function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 'active' ? 'success' : 'default'} label={translate(`products.statuses.${status === 'active' ? 'on_sale' : 'not_on_sale'}`)} />;
}

/** The storefront's address of a product page: the console is at {BASE_PATH}/admin/, the storefront at {BASE_PATH}/. */
const storefrontUrl = (href: string) => new URL(`..${href}`, document.baseURI).toString();

const filters = [<TextInput key="q" source="q" label="ra.action.search" alwaysOn />];

function ProductList() {
  return (
    <List filters={filters} perPage={25} actions={false}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="name" disableSort>
          <ProductName />
        </DataTable.Col>
        <DataTable.Col source="brand_slug" disableSort />
        <DataTable.Col source="category_slug" disableSort />
        <DataTable.NumberCol source="variant_count" disableSort />
        <DataTable.Col source="min_price" disableSort>
          <FunctionField source="min_price" render={(r: { min_price: number }) => <Baht satang={r.min_price} />} />
        </DataTable.Col>
        <DataTable.NumberCol source="total_stock" disableSort />
        <DataTable.Col source="lifecycle_status" disableSort>
          <FunctionField source="lifecycle_status" render={(r: { lifecycle_status: string }) => <StatusChip status={r.lifecycle_status} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** Trimmed and non-empty, like the server (which trims before it checks). */
const notBlank: Validator = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? 'products.not_blank' : undefined);
const textRules = (max: number) => [required(), notBlank, maxLength(max)];
const paragraphRules: Validator[] = [
  required(),
  (value: unknown) =>
    Array.isArray(value) && value.length > PRODUCT_SEO_LIMITS.paragraphs ? { message: 'products.too_many_paragraphs', args: { max: PRODUCT_SEO_LIMITS.paragraphs } } : undefined,
];

function ProductHeader() {
  const record = useRecordContext<AdminProduct>();
  const translate = useTranslate();
  const localized = useLocalized();
  if (!record) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="h5" component="h1">
        {localized(record.name)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <StatusChip status={record.lifecycle_status} />
        <Typography variant="body2" color="text.secondary">
          {record.brand_slug} · {record.category_slug} · {record.href}
        </Typography>
        <MuiLink href={storefrontUrl(record.href)} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {translate('products.open_storefront')}
          <OpenInNewIcon fontSize="inherit" />
        </MuiLink>
      </Box>
    </Box>
  );
}

function SeoInputs() {
  const translate = useTranslate();
  const wide = { maxWidth: 900 };
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('products.seo')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, ...wide }}>
        {translate('products.seo_help')}
      </Typography>
      <TextInput source="seo.title.th" label="resources.products.fields.seo_title_th" validate={textRules(PRODUCT_SEO_LIMITS.title)} fullWidth sx={wide} />
      <TextInput source="seo.title.en" label="resources.products.fields.seo_title_en" validate={textRules(PRODUCT_SEO_LIMITS.title)} fullWidth sx={wide} />
      <TextInput
        source="seo.description.th"
        label="resources.products.fields.seo_description_th"
        validate={textRules(PRODUCT_SEO_LIMITS.description)}
        fullWidth
        multiline
        minRows={2}
        sx={wide}
      />
      <TextInput
        source="seo.description.en"
        label="resources.products.fields.seo_description_en"
        validate={textRules(PRODUCT_SEO_LIMITS.description)}
        fullWidth
        multiline
        minRows={2}
        sx={wide}
      />
      <ArrayInput source="seo.body" label="resources.products.fields.seo_body" validate={paragraphRules} sx={wide}>
        <SimpleFormIterator disableReordering disableClear>
          <TextInput source="th" label="resources.products.fields.seo_paragraph_th" validate={textRules(PRODUCT_SEO_LIMITS.paragraph)} fullWidth multiline />
          <TextInput source="en" label="resources.products.fields.seo_paragraph_en" validate={textRules(PRODUCT_SEO_LIMITS.paragraph)} fullWidth multiline />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

/** Whether the record is the product page's (react-admin first shows the list's row, which has no variants, pictures or SEO text). */
const isFull = (record: AdminProduct | undefined): record is AdminProduct => !!record && Array.isArray(record.variants) && Array.isArray(record.images);

function ProductVariants() {
  const record = useRecordContext<AdminProduct>();
  const translate = useTranslate();
  if (!isFull(record)) return null;
  const colourName = (key: string) => {
    const colour = record.colors.find((c) => c.key === key);
    return colour ? colour : null;
  };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('products.variants')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('products.variants_help')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.variants.fields.sku')}</TableCell>
                <TableCell>{translate('products.colour')}</TableCell>
                <TableCell>{translate('products.capacity')}</TableCell>
                <TableCell align="right">{translate('resources.variants.fields.price')}</TableCell>
                <TableCell align="right">{translate('resources.variants.fields.stock')}</TableCell>
                <TableCell align="right">{translate('resources.variants.fields.available')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {record.variants.map((v) => {
                const colour = colourName(v.color);
                return (
                  <TableRow key={v.id} hover>
                    <TableCell>
                      <Button
                        component={Link}
                        to={`/variants/${v.id}`}
                        size="small"
                        aria-label={translate('products.open_variant', { sku: v.sku })}
                        sx={{ textTransform: 'none', p: 0 }}
                      >
                        {v.sku}
                      </Button>
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                        {colour && <Box component="span" sx={{ width: 14, height: 14, borderRadius: '50%', border: '1px solid #999', bgcolor: colour.hex }} />}
                        <ColourName name={colour?.name} fallback={v.color} />
                      </Box>
                    </TableCell>
                    <TableCell>{v.capacity ?? '-'}</TableCell>
                    <TableCell align="right">
                      <Baht satang={v.price} />
                    </TableCell>
                    <TableCell align="right">{v.stock}</TableCell>
                    <TableCell align="right">{v.available}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}

function ColourName({ name, fallback }: { name: Localized | undefined; fallback: string }) {
  const localized = useLocalized();
  return <>{name ? localized(name) : fallback}</>;
}

function ProductPicturesOfRecord() {
  const record = useRecordContext<AdminProduct>();
  if (!isFull(record)) return null;
  return <ProductPictures productId={record.id} color={record.colors[0]?.key ?? record.variants[0]?.color ?? 'black'} images={record.images} />;
}

function ProductTitle() {
  const record = useRecordContext<AdminProduct>();
  const translate = useTranslate();
  const localized = useLocalized();
  return <>{record ? translate('products.product_page', { name: localized(record.name) }) : ''}</>;
}

function ProductEdit() {
  return (
    <EditPage redirect={false} title={<ProductTitle />}>
      <SimpleForm toolbar={<SaveOnly />}>
        <ProductHeader />
        <SeoInputs />
        <ProductSeoPreview />
      </SimpleForm>
      <ProductPicturesOfRecord />
      <ProductVariants />
    </EditPage>
  );
}

/**
 * Product pages (catalog.manage; decisions 042 and 045, addenda): the list searched by name, and a
 * product's page with its SEO text (edited here), its pictures per gallery view and its variants.
 */
export const productsResource: AdminResource = {
  name: 'products',
  permission: 'catalog.manage',
  icon: PhotoLibraryIcon,
  list: ProductList,
  edit: ProductEdit,
  recordRepresentation: 'slug',
  data: {
    endpoint: '/admin/products',
    listQuery: (filter) => ({ q: filter.q || undefined }),
    toUpdate: (data) => ({ seo: data.seo }),
  },
};
