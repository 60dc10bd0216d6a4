import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { api, apiUrl } from '../../api';
import { useFormatDateTime } from '../../components/dates';

/** The text key of a failed call: api() throws `errors.<code>` (react-admin's HttpError resets the prototype, so no instanceof). */
const errorKey = (error: unknown) => (error instanceof Error && error.message.startsWith('errors.') ? error.message : 'errors.unknown');

interface UploadedImage {
  product_id: number;
  sizes: { size: number; content_type: string; bytes: number; url: string }[];
  version: number;
  updated_by: string;
  updated_at: string;
}

/**
 * A product's picture on the storefront (issue 20 part C): the one uploaded here (JPEG, PNG or WebP,
 * resized by the server to 400 and 800 px) or else the generated one. Upload, replace, remove.
 */
export function ProductImageCard({ productId, color }: { productId: number; color: string }) {
  const translate = useTranslate();
  const formatDate = useFormatDateTime();
  const notify = useNotify();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const key = ['product-image', productId];
  const image = useQuery({
    queryKey: key,
    queryFn: () => api<UploadedImage>('GET', `/admin/products/${productId}/image`).catch((e: unknown) => ((e as { status?: number }).status === 404 ? null : Promise.reject(e))),
  });
  const done = (message: string) => {
    void client.invalidateQueries({ queryKey: key });
    notify(message, { type: 'info' });
  };
  const failed = (error: unknown) => notify(errorKey(error), { type: 'error' });
  const upload = useMutation({
    mutationFn: (file: File) =>
      api<UploadedImage>('PUT', `/admin/products/${productId}/image`, { body: file, headers: { 'content-type': file.type || 'application/octet-stream' } }),
    onSuccess: () => done('product_images.uploaded'),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => api('DELETE', `/admin/products/${productId}/image`),
    onSuccess: () => done('product_images.removed'),
    onError: failed,
  });
  const src = image.data ? apiUrl(`/product-images/${productId}/${color}/0.svg`, { size: 400, v: image.data.version }) : apiUrl(`/product-images/${productId}/${color}/0.svg`);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('product_images.title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <img
            src={src}
            alt={translate('product_images.preview')}
            width={160}
            height={160}
            style={{ border: '1px solid #ddd', borderRadius: 8, objectFit: 'contain' }}
            data-testid="product-image-preview"
          />
          <Box>
            <Typography variant="body2">
              {image.data ? translate('product_images.uploaded_by', { by: image.data.updated_by, at: formatDate(image.data.updated_at) }) : translate('product_images.generated')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('product_images.help')}
            </Typography>
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              hidden
              aria-label={translate('product_images.choose')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) upload.mutate(file);
                event.target.value = '';
              }}
            />
            {[upload.error, remove.error].map((error, i) =>
              error ? (
                <Typography key={i} variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
                  {translate(errorKey(error))}
                </Typography>
              ) : null,
            )}
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Button variant="contained" onClick={() => input.current?.click()} disabled={upload.isPending}>
                {translate(upload.isPending ? 'product_images.uploading' : 'product_images.choose')}
              </Button>
              {image.data && (
                <Button color="error" onClick={() => remove.mutate()} disabled={remove.isPending}>
                  {translate('product_images.remove')}
                </Button>
              )}
            </Box>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
