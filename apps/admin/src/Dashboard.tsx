import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { useEffect, useState } from 'react';
import type { StaffAccountView } from '@store/domain/staff';
import { currentStaff } from './auth-provider';

/** The first page after sign-in: who is signed in, with which roles. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  usePermissions();
  const [account, setAccount] = useState<StaffAccountView | null>(null);
  useEffect(() => {
    void currentStaff().then(setAccount, () => setAccount(null));
  }, []);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('console.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('console.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography variant="subtitle2">{translate('console.your_roles')}</Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }} data-testid="staff-roles">
          {account?.roles.map((role) => (
            <Chip key={role} label={translate(`roles.${role}`)} />
          ))}
        </Stack>
        <Typography variant="body2">{translate('console.your_areas')}</Typography>
      </CardContent>
    </Card>
  );
}
