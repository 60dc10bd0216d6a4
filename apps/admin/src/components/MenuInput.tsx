import { Box, Stack, Typography } from '@mui/material';
import type { MenuItem } from '@store/domain/content';
import { ArrayInput, BooleanInput, SimpleFormIterator, TextInput, required, useTranslate } from 'react-admin';

/** How deep the editor lets entries nest (the store draws two levels; a third is allowed for drawers). */
export const MENU_MAX_DEPTH = 3;

/**
 * The main menu as nested lists (issue 20 part D): each entry has its title in Thai and English,
 * a link (empty = a heading that only opens its submenu), shown/active switches and its own
 * submenu, edited with the same control one level down. The generated schema form cannot draw
 * this (the schema refers to itself), so the content screen uses this for `main-menu`.
 */
export function MenuEntriesInput({ source, depth = 1 }: { source: string; depth?: number }) {
  const translate = useTranslate();
  return (
    <ArrayInput source={source} label={depth === 1 ? 'menu.entries' : 'menu.sub_menu'}>
      <SimpleFormIterator disableReordering={false} fullWidth sx={{ '& .RaSimpleFormIterator-line': { borderBottom: depth === 1 ? 1 : 0, borderColor: 'divider', pb: 1 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ width: '100%' }}>
          <TextInput source="title.th" label="menu.title_th" validate={required()} />
          <TextInput source="title.en" label="menu.title_en" validate={required()} />
          <TextInput source="link" label="menu.link" helperText={translate('menu.link_help')} />
        </Stack>
        <Stack direction="row" spacing={2}>
          <BooleanInput source="show" label="menu.show" defaultValue={true} />
          <BooleanInput source="active" label="menu.active" defaultValue={true} />
        </Stack>
        {depth < MENU_MAX_DEPTH ? (
          <Box sx={{ pl: { xs: 1, md: 4 }, borderLeft: 2, borderColor: 'divider', width: '100%' }}>
            <MenuEntriesInput source="sub_menu" depth={depth + 1} />
          </Box>
        ) : null}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** The menu as a shopper would see it in one language: shown entries only, submenus indented. */
export function MenuPreview({ items, lang }: { items: MenuItem[]; lang: 'th' | 'en' }) {
  const shown = (items ?? []).filter((item) => item?.show);
  if (shown.length === 0) return null;
  return (
    <Box component="ul" sx={{ pl: 2, m: 0 }} lang={lang}>
      {shown.map((item, index) => (
        <li key={index}>
          <Typography variant="body2" component="span" sx={{ fontWeight: item.sub_menu?.length ? 700 : 400, opacity: item.active ? 1 : 0.5 }}>
            {item.title?.[lang]}
          </Typography>
          {item.link ? (
            <Typography variant="caption" component="span" sx={{ ml: 1, color: 'text.secondary' }}>
              {item.link}
            </Typography>
          ) : null}
          <MenuPreview items={item.sub_menu ?? []} lang={lang} />
        </li>
      ))}
    </Box>
  );
}
