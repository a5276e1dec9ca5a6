import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ModuleSummary } from '@shared/contracts/training';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@app/i18n/format';
import { notifyFailure, notifySuccess } from '@app/lib/notify';
import {
  type AudioFile,
  audioFilesOf,
  type DownloadableModule,
  type DownloadProgress,
  downloadModules,
  missingFiles,
  removeAllDownloads,
} from '@app/offline/audio-downloads';
import { requestPersistence, storageStatus } from '@app/offline/storage';
import { useDownloads } from '@app/pwa/use-downloads';
import { useOnline } from '@app/pwa/use-online';
import { moduleQuery } from '../api/training-queries';

/** What the card knows of the files (every one, and those not yet on the device) and of the device's space. */
interface Plan {
  totalBytes: number;
  missingBytes: number;
  missingCount: number;
  /** Space left (quota less usage); null when the browser does not tell. */
  free: number | null;
  persisted: boolean | null;
}

const sum = (files: Array<{ bytes: number }>) => files.reduce((s, f) => s + f.bytes, 0);

async function planOf(files: AudioFile[]): Promise<Plan> {
  const [missing, storage] = await Promise.all([missingFiles(files), storageStatus()]);
  const free = storage.quota !== null && storage.usage !== null ? Math.max(0, storage.quota - storage.usage) : null;
  return { totalBytes: sum(files), missingBytes: sum(missing), missingCount: missing.length, free, persisted: storage.persisted };
}

/** The modules' details as one stable value (a stable function, so React Query keeps the result between renders). */
function withAudio(results: Array<UseQueryResult<{ module: DownloadableModule }>>) {
  return { loaded: results.every((r) => r.data), downloadable: results.flatMap((r) => (r.data ? [r.data.module] : [])) };
}

/**
 * "Download all training audio (N MB)" for a day without signal: the space it needs beside the space left
 * (`navigator.storage.estimate`), persistent storage asked for (said only when space is short), progress across the files,
 * Cancel, a plain refusal when the space is short, and "Remove downloads" that frees it. Files already saved are
 * not fetched again, so a cancelled download resumes.
 */
export function DownloadAllAudio({ modules }: { modules: ModuleSummary[] }) {
  const { t } = useTranslation(['training', 'common']);
  const online = useOnline();
  const { loaded, downloadable } = useQueries({ queries: modules.filter((m) => m.totalAudioFiles > 0).map((m) => moduleQuery(m.id)), combine: withAudio });
  const downloads = useDownloads();
  const files = useMemo(() => audioFilesOf(downloadable), [downloadable]);
  // What is saved is read from Cache Storage (and the space from the browser): again whenever the rows change.
  const planQuery = useQuery({
    queryKey: ['training-audio-plan', files, downloads?.length ?? 0],
    queryFn: () => planOf(files),
    networkMode: 'always',
    meta: { noPersist: true, errorToast: false },
  });
  const plan = planQuery.data;
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [asked, setAsked] = useState<boolean | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const refresh = () => planQuery.refetch();

  if (!loaded || !plan || plan.totalBytes === 0) return null;
  const free = plan.free;
  const persisted = asked ?? plan.persisted;
  const short = free !== null && plan.missingBytes > free;
  const downloading = progress !== null;

  const downloadAll = async () => {
    setRefusal(null);
    const status = await storageStatus();
    const left = status.quota != null && status.usage != null ? status.quota - status.usage : null;
    if (left !== null && plan.missingBytes > left) {
      setRefusal(t('downloadAll.refusal', { needed: formatFileSize(plan.missingBytes), free: formatFileSize(left) }));
      return;
    }
    // Asked before the files arrive, so the browser keeps them under storage pressure.
    setAsked(await requestPersistence());
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ filesDone: 0, filesTotal: plan.missingCount, bytesDone: 0, bytesTotal: plan.missingBytes });
    try {
      await downloadModules(downloadable, setProgress, controller.signal);
      notifySuccess(t('downloadAll.done'));
    } catch {
      if (controller.signal.aborted) notifySuccess(t('downloadAll.cancelled'));
      else notifyFailure(t('downloadAll.failed'));
    } finally {
      abort.current = null;
      setProgress(null);
      await refresh();
    }
  };
  const removeAll = async () => {
    await removeAllDownloads();
    notifySuccess(t('downloadAll.removed'));
    await refresh();
  };

  const saved = plan.missingCount === 0;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="download-all-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="download-all-title">
          {t('downloadAll.title')}
        </Title>
        <Text size="sm">
          {saved ? t('downloadAll.allSaved', { size: formatFileSize(plan.totalBytes) }) : t('downloadAll.needs', { size: formatFileSize(plan.missingBytes) })}
        </Text>
        {free !== null && <Text size="sm">{t('downloadAll.free', { size: formatFileSize(free) })}</Text>}
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        {downloading ? (
          <Stack gap={4}>
            <Text size="sm" role="status">
              {t('downloadAll.progress', {
                file: Math.min(progress.filesDone + 1, progress.filesTotal),
                files: progress.filesTotal,
                done: formatFileSize(progress.bytesDone),
                total: formatFileSize(progress.bytesTotal),
              })}
            </Text>
            <Progress value={progress.bytesTotal ? (progress.bytesDone / progress.bytesTotal) * 100 : 0} aria-label={t('downloadAll.progressLabel')} />
            <Group>
              <Button size="xs" variant="default" onClick={() => abort.current?.abort()}>
                {t('common:actions.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs">
            {!saved && (
              <Button size="xs" onClick={() => void downloadAll()} disabled={!online || short}>
                {t('downloadAll.button', { size: formatFileSize(plan.missingBytes) })}
              </Button>
            )}
            {plan.missingBytes < plan.totalBytes && (
              <Button size="xs" variant="outline" color="red.9" onClick={() => void removeAll()}>
                {t('downloadAll.remove')}
              </Button>
            )}
          </Group>
        )}
        {short && !downloading && (
          <Text size="sm" c="red.8">
            {t('downloadAll.short')}
          </Text>
        )}
        {/* Said only when space is short, where it explains why saved audio may go (issue 32 item 8). */}
        {(short || refusal) && persisted !== true && <Text size="sm">{t('downloadAll.mayBeRemoved')}</Text>}
      </Stack>
    </Card>
  );
}
