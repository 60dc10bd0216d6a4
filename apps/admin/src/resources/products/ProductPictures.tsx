import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PRODUCT_IMAGE_VIEWS, type AdminProductImage } from '@store/domain/contracts/admin-catalog';
import { api, apiUrl } from '../../api';
import { useFormatDateTime } from '../../components/dates';

/** The text key of a failed call: api() throws `errors.<code>` (react-admin's HttpError resets the prototype, so no instanceof). */
const errorKey = (error: unknown) => (error instanceof Error && error.message.startsWith('errors.') ? error.message : 'errors.unknown');

/**
 * The picture of one view of the product page's gallery (decision 042, addendum): the one uploaded
 * here (JPEG, PNG or WebP, resized by the server to 400 and 800 px, shown for every colour) or else
 * the generated one of the product's first colour. Upload, replace, remove.
 */
function PictureCard({ productId, view, color, uploaded }: { productId: number; view: number; color: string; uploaded: AdminProductImage | null }) {
  const translate = useTranslate();
  const formatDate = useFormatDateTime();
  const notify = useNotify();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const key = ['product-image', productId, view];
  const path = `/admin/products/${productId}/images/${view}`;
  const image = useQuery({
    queryKey: key,
    initialData: uploaded,
    queryFn: () => api<AdminProductImage>('GET', path).catch((e: unknown) => ((e as { status?: number }).status === 404 ? null : Promise.reject(e))),
  });
  const viewName = translate(`products.views.${view}`);
  const done = (message: string) => {
    void client.invalidateQueries({ queryKey: key });
    notify(message, { type: 'info', messageArgs: { view: viewName } });
  };
  const failed = (error: unknown) => notify(errorKey(error), { type: 'error' });
  const upload = useMutation({
    mutationFn: (file: File) => api<AdminProductImage>('PUT', path, { body: file, headers: { 'content-type': file.type || 'application/octet-stream' } }),
    onSuccess: (data) => {
      client.setQueryData(key, data);
      done('products.uploaded');
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => api('DELETE', path),
    onSuccess: () => {
      client.setQueryData(key, null);
      done('products.removed');
    },
    onError: failed,
  });
  const current = image.data;
  const small = current?.sizes.find((s) => s.size === 400) ?? current?.sizes[0];
  const src = small ? apiUrl(small.url) : apiUrl(`/product-images/${productId}/${color}/${view}.svg`);
  const error = upload.error ?? remove.error;
  return (
    <Card variant="outlined" data-testid={`picture-${view}`} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {viewName}
        </Typography>
        <img
          src={src}
          alt={translate('products.preview', { view: viewName })}
          width={180}
          height={180}
          style={{ border: '1px solid #ddd', borderRadius: 8, objectFit: 'contain', background: '#fff', alignSelf: 'center' }}
          data-testid={`picture-preview-${view}`}
        />
        <Typography variant="body2" color={current ? 'text.primary' : 'text.secondary'} sx={{ minHeight: 40 }}>
          {current ? translate('products.uploaded_by', { by: current.updated_by, at: formatDate(current.updated_at) }) : translate('products.generated')}
        </Typography>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid={`picture-input-${view}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
            event.target.value = '';
          }}
        />
        {error ? (
          <Typography variant="body2" color="error" role="alert">
            {translate(errorKey(error))}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, mt: 'auto', flexWrap: 'wrap' }}>
          <Button variant="contained" size="small" onClick={() => input.current?.click()} disabled={upload.isPending} aria-label={translate('products.choose', { view: viewName })}>
            {translate(upload.isPending ? 'products.uploading' : current ? 'products.replace' : 'products.upload')}
          </Button>
          {current && (
            <Button color="error" size="small" onClick={() => remove.mutate()} disabled={remove.isPending}>
              {translate(remove.isPending ? 'products.removing' : 'products.remove')}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The pictures of a product, one card per view of the storefront's gallery. */
export function ProductPictures({ productId, color, images }: { productId: number; color: string; images: { view: number; uploaded: AdminProductImage | null }[] }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('products.pictures')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
          {translate('products.pictures_help')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {PRODUCT_IMAGE_VIEWS.map((view) => (
            <PictureCard key={view} productId={productId} view={view} color={color} uploaded={images.find((i) => i.view === view)?.uploaded ?? null} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
