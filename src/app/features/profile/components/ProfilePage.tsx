import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { isAgentRole } from '@shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@app/lib/api-error';
import { useEnumLabel } from '@app/lib/labels';
import { useSession } from '@app/lib/use-session';
import { useDirtyFormGuard } from '@app/pwa/dirty-forms';
import { useOnline } from '@app/pwa/use-online';
import { ConfirmDialog } from '@app/components/ConfirmDialog';
import { LanguageSelect } from '@app/components/LanguageSelect';
import { DataAge } from '@app/components/DataAge';
import { useLogout } from '@app/components/shell/use-logout';
import { profileQuery, profileSaveFailure, useSaveProfile, useSignOutEverywhere } from '../api/profile-api';
import { localToday, profileDefaults, type ProfileFormValues, profileFormSchema } from '../forms/profile-form';
import { PersonalFields, ProfessionalFields } from './ProfileFields';
import { ProfilePhotoField } from './ProfilePhotoField';

/** The server's field errors (409 email/phone taken, 400 validation) land on their fields. */
function fieldErrorsOf(error: unknown): Array<[keyof ProfileFormValues, string]> {
  const fields = isApiError(error) ? (error.details as { fields?: Record<string, string> } | undefined)?.fields : undefined;
  return Object.entries(fields ?? {}).map(([key, message]) => [key.replace(/^agentProfile\./, '') as keyof ProfileFormValues, message]);
}

/** Profile (/settings/profile): photo, personal fields, the professional section for agents, Back and Update Profile. */
export function ProfilePage() {
  const { t } = useTranslation(['profile', 'common']);
  const label = useEnumLabel();
  const session = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  const online = useOnline();
  const userId = session?.user.id;
  const isAgent = session ? isAgentRole(session.role) : false;
  const today = localToday();
  const schema = useMemo(() => profileFormSchema(isAgent, today), [isAgent, today]);
  const query = useQuery({ ...profileQuery(userId ?? ''), enabled: Boolean(userId) });
  const form = useForm<ProfileFormValues>({ resolver: zodResolver(schema), defaultValues: profileDefaults(query.data ?? session?.user ?? {}) });
  const [photo, setPhoto] = useState<File | null>(null);
  const logout = useLogout();
  // The server has already ended every session: nothing left to revoke from here.
  const leave = () => logout({ revoke: false });
  const save = useSaveProfile(leave);
  const signOutEverywhere = useSignOutEverywhere(leave);
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  useDirtyFormGuard(form.formState.isDirty || photo !== null);

  // Signed out while on the screen (a logout here or in another tab): the guard told a visitor without a stored
  // user already ('Please login to access this page'), and a logout needs no telling.
  useEffect(() => {
    if (!userId) void navigate({ to: '/login' });
  }, [userId, navigate]);

  const userMissing = isApiError(query.error) && query.error.status === 404;
  useEffect(() => {
    if (userMissing) void navigate({ to: '/login' });
  }, [userMissing, navigate]);

  useEffect(() => {
    if (query.data && !form.formState.isDirty) form.reset(profileDefaults(query.data));
  }, [query.data, form]);

  if (!session) return null;
  if (query.isPending && query.fetchStatus === 'fetching') {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  const profile = query.data;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ user: session.user, values, photo, isAgent });
      form.reset(values);
      setPhoto(null);
    } catch (error) {
      for (const [field, fieldMessage] of fieldErrorsOf(error)) form.setError(field, { message: fieldMessage });
    }
  });
  const saveError = save.error && profileSaveFailure(save.error);

  return (
    <Stack gap="md" maw={820}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>{t('title')}</Title>
        <Group gap="xs">
          <Badge variant="light">{label('role', profile?.role ?? session.role)}</Badge>
          {(profile?.company?.name ?? session.user.companyName) && <Badge variant="outline">{profile?.company?.name ?? session.user.companyName}</Badge>}
        </Group>
      </Group>
      <DataAge updatedAt={query.dataUpdatedAt} />
      <Card withBorder component="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('title')}>
        <Stack gap="md">
          <ProfilePhotoField current={profile?.photoUrl ?? session.user.photoUrl} value={photo} onChange={setPhoto} disabled={!online} />
          {profile?.agentCode && (
            <Text size="sm" c="dimmed">
              {t('agentCode', { code: profile.agentCode })}
            </Text>
          )}
          <PersonalFields form={form} today={today} />
          {isAgent && <ProfessionalFields form={form} />}
          {saveError && (
            <Alert color="red" role="alert">
              {saveError}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => router.history.back()}>
              {t('common:actions.back')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('update')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder>
        <LanguageSelect />
      </Card>
      <Card withBorder>
        <Stack gap="xs" align="flex-start">
          <Title order={3} size="h4">
            {t('devices.title')}
          </Title>
          <Text size="sm">{t('devices.text')}</Text>
          <Button variant="outline" color="red.9" onClick={() => setConfirmSignOut(true)} disabled={!online}>
            {t('devices.action')}
          </Button>
          {!online && (
            <Text size="sm" c="dimmed">
              {t('devices.needsConnection')}
            </Text>
          )}
        </Stack>
      </Card>
      <ConfirmDialog
        opened={confirmSignOut}
        title={t('devices.confirmTitle')}
        message={t('devices.confirmText')}
        confirmLabel={t('devices.action')}
        danger
        busy={signOutEverywhere.isPending}
        onConfirm={() => signOutEverywhere.mutate(undefined, { onSettled: () => setConfirmSignOut(false) })}
        onCancel={() => setConfirmSignOut(false)}
      />
    </Stack>
  );
}
