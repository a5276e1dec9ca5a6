import { Alert, Anchor, Button, FileInput, Group, Paper, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FARMER_IMPORT_ACCEPT, type ImportFarmersResult, type ImportRowError } from '@shared/contracts/farmer-import';
import { IMPORTED_FARMER_COLUMNS } from '@shared/farmer-csv';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@app/components/DataTable';
import { useFormat } from '@app/i18n/use-format';
import { companiesQuery } from '@app/lib/companies-query';
import { sharedKeys } from '@app/lib/query-keys';
import { useSession } from '@app/lib/use-session';
import { useOnline } from '@app/pwa/use-online';
import { sendImport } from '../api/import-farmers';
import { countyHeader as countyHeaderFor } from '../lib/county-label';
import { downloadImportTemplate } from '../lib/import-template';

/** Where a send is: the upload with its percentage, then the server's work (no percentage to show). */
type Phase = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'working' };

/** An error as listed: a row may have several, so the list's key is its place. */
type ListedError = ImportRowError & { place: number };

/**
 * Import farmers from a CSV (issue 17 item 5), for admins and company admins: the template, a dry run that shows
 * the problems by row before anything is written, then the import. Online only: it is an admin's desk task.
 */
export function ImportFarmersPage({ backTo }: { backTo: '/engage/farmers' | '/all-farmers' }) {
  const { t } = useTranslation('farmers');
  const { formatNumber } = useFormat();
  const session = useSession();
  const online = useOnline();
  const isAdmin = session?.role === 'admin';
  const countyHeader = countyHeaderFor(session?.user.companyAreaLabel, session?.role ?? '');
  const companies = useQuery({ ...companiesQuery(), enabled: isAdmin && online, meta: { errorToast: false } });
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [checked, setChecked] = useState<ImportFarmersResult | null>(null);

  const send = (dryRun: boolean) => {
    if (!file) throw new Error('no file chosen');
    setPhase({ kind: 'uploading', percent: 0 });
    return sendImport({
      file,
      companyId: companyId ?? undefined,
      dryRun,
      onProgress: (percent) => setPhase(percent < 100 ? { kind: 'uploading', percent } : { kind: 'working' }),
    }).finally(() => setPhase({ kind: 'idle' }));
  };
  const check = useMutation({ mutationFn: () => send(true), onSuccess: setChecked, meta: { errorToast: false } });
  const queryClient = useQueryClient();
  const write = useMutation({
    mutationFn: () => send(false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.farmers }),
    meta: { errorToast: false },
  });

  const choose = (next: File | null) => {
    setFile(next);
    setChecked(null);
    check.reset();
    write.reset();
  };
  const busy = check.isPending || write.isPending;
  const ready = online && file !== null && (!isAdmin || companyId !== null);
  const result = write.data ?? checked;
  const failure = write.error ?? check.error;
  // `count` picks the plural form; `total` is the figure as the language writes it (10,000).
  const counted = (count: number) => ({ count, total: formatNumber(count) });
  const required = IMPORTED_FARMER_COLUMNS.filter((c) => c.required).map((c) => (c.field === 'county' ? countyHeader : c.header));

  const columns: Column<ListedError>[] = [
    { key: 'row', header: t('import.errors.row'), cell: (e) => formatNumber(e.row), card: 'primary' },
    { key: 'field', header: t('import.errors.column'), cell: (e) => e.field, card: 'primary' },
    { key: 'message', header: t('import.errors.problem'), cell: (e) => e.message },
  ];

  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to={backTo} size="sm">
        {t('import.back')}
      </Anchor>
      <Title order={2}>{t('import.title')}</Title>
      {!online && (
        <Alert color="orange" role="status">
          {t('import.offline')}
        </Alert>
      )}

      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('import.template.heading')}
          </Title>
          <Text size="sm">{t('import.template.text', { required: required.join(', ') })}</Text>
          <Group>
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => downloadImportTemplate(countyHeader)}>
              {t('import.template.download')}
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('import.file.heading')}
          </Title>
          {isAdmin && (
            <Select
              label={t('import.file.company')}
              placeholder={t('import.file.companyPlaceholder')}
              data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={companyId}
              onChange={(v) => {
                setCompanyId(v);
                setChecked(null);
                write.reset();
              }}
              disabled={!online || busy}
              required
              searchable
            />
          )}
          <FileInput
            label={t('import.file.label')}
            placeholder={t('import.file.placeholder')}
            accept={FARMER_IMPORT_ACCEPT}
            value={file}
            onChange={choose}
            leftSection={<IconFileTypeCsv size={16} />}
            disabled={!online || busy}
            clearable
            clearButtonProps={{ 'aria-label': t('import.file.clear') }}
          />
          <Group>
            <Button leftSection={<IconUpload size={16} />} onClick={() => check.mutate()} disabled={!ready || busy} loading={check.isPending}>
              {t('import.file.check')}
            </Button>
          </Group>
          {busy && <SendProgress phase={phase} label={write.isPending ? t('import.phase.importing') : t('import.phase.checking', { name: file?.name ?? '' })} />}
          {failure && (
            <Alert color="red" title={t('import.failed')} role="alert">
              {failure.message}
            </Alert>
          )}
        </Stack>
      </Paper>

      {result && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('import.write.heading')}
            </Title>
            <Stack gap={2} role="status">
              <Text>{t('import.summary.rows', counted(result.rows))}</Text>
              <Text c="green.9">{t('import.summary.valid', counted(result.valid))}</Text>
              {result.errorCount > 0 && <Text c="red.9">{t('import.summary.errors', counted(result.errorCount))}</Text>}
            </Stack>
            {write.data ? (
              <>
                <Alert color="green" icon={<IconCheck size={18} />} role="status">
                  {t('import.write.done', counted(write.data.created ?? 0))}
                </Alert>
                <Group>
                  <Button variant="default" onClick={() => choose(null)}>
                    {t('import.write.again')}
                  </Button>
                  <Button component={Link} to={backTo} variant="subtle">
                    {t('import.back')}
                  </Button>
                </Group>
              </>
            ) : (
              <>
                {result.errorCount > 0 && result.valid > 0 && <Text size="sm">{t('import.write.rowsLeftOut')}</Text>}
                <Group>
                  <Button onClick={() => write.mutate()} disabled={!ready || busy || result.valid === 0} loading={write.isPending}>
                    {t('import.write.button', counted(result.valid))}
                  </Button>
                </Group>
              </>
            )}
            {result.errors.length < result.errorCount && <Text size="sm">{t('import.summary.moreErrors', { listed: formatNumber(result.errors.length) })}</Text>}
            {result.errors.length > 0 && (
              <DataTable
                columns={columns}
                rows={result.errors.map((e, place): ListedError => ({ ...e, place }))}
                rowKey={(e) => String(e.place)}
                empty=""
                caption={t('import.errors.caption')}
                maxHeight={480}
              />
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** The upload's percentage, then an indeterminate bar with what the server is doing. */
function SendProgress({ phase, label }: { phase: Phase; label: string }) {
  const { t } = useTranslation('farmers');
  const uploading = phase.kind === 'uploading';
  const text = uploading ? t('import.phase.uploading', { percent: phase.percent }) : label;
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm">{text}</Text>
      <Progress value={uploading ? phase.percent : 100} striped={!uploading} animated={!uploading} aria-label={text} />
    </Stack>
  );
}
