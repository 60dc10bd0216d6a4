import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, MenuItem, Select, Stack, Toolbar, Typography } from '@mui/material';
import { Pagination, useListContext, useTranslate } from 'react-admin';

/**
 * The console's list pagination (decision 045). A keyset list (`{ items, next_cursor }`: no total,
 * no COUNT) shows where the page is and whether there is a next one, never a total: "Page 2 · rows
 * 26–50" with previous/next. react-admin's own pagination would show "1-10 of 10" on the last page,
 * as if it had counted. A short list answered whole (with a total) keeps react-admin's pagination.
 */
export function CursorPagination({ rowsPerPageOptions = [10, 25, 50, 100] }: { rowsPerPageOptions?: number[] }) {
  const { isPending, page, perPage, total, hasNextPage, hasPreviousPage, setPage, setPerPage, data } = useListContext();
  const translate = useTranslate();
  if (total != null) return <Pagination rowsPerPageOptions={rowsPerPageOptions} />;
  if (isPending) return <Toolbar variant="dense" />;
  const count = (data as unknown[] | undefined)?.length ?? 0;
  if (count === 0 && page === 1) return null;
  const from = (page - 1) * perPage + 1;
  return (
    <Toolbar variant="dense" sx={{ justifyContent: 'flex-end', gap: 2 }} data-testid="cursor-pagination">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{translate('ra.navigation.page_rows_per_page')}</Typography>
        <Select
          variant="standard"
          size="small"
          value={perPage}
          onChange={(e) => setPerPage(Number(e.target.value))}
          inputProps={{ 'aria-label': translate('ra.navigation.page_rows_per_page') }}
        >
          {rowsPerPageOptions.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </Select>
      </Stack>
      <Typography variant="body2" data-testid="cursor-pagination-info">
        {translate('pagination.page_info', { page, from: count ? from : 0, to: from + count - 1 })}
      </Typography>
      <IconButton size="small" aria-label={translate('ra.navigation.previous')} disabled={!hasPreviousPage && page <= 1} onClick={() => setPage(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton size="small" aria-label={translate('ra.navigation.next')} disabled={!hasNextPage} onClick={() => setPage(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </Toolbar>
  );
}
