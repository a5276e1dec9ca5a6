import { Alert, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ModuleSummary } from '@shared/contracts/training';
import { formatFileSize } from '@shared/format';
import { useMemo, useRef, useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import {
  type AudioFile,
  audioFilesOf,
  type DownloadableModule,
  type DownloadProgress,
  downloadModules,
  missingFiles,
  removeAllDownloads,
} from '../../../offline/audio-downloads';
import { requestPersistence, storageStatus } from '../../../offline/storage';
import { useDownloads } from '../../../pwa/use-downloads';
import { useOnline } from '../../../pwa/use-online';
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
 * (`navigator.storage.estimate`), persistent storage asked for (and whether granted), progress across the files,
 * Cancel, a plain refusal when the space is short, and "Remove downloads" that frees it. Files already saved are
 * not fetched again, so a cancelled download resumes.
 */
export function DownloadAllAudio({ modules }: { modules: ModuleSummary[] }) {
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
      setRefusal(`Not enough space on this device: the audio needs ${formatFileSize(plan.missingBytes)} and ${formatFileSize(left)} is free. Free some space on the phone, then try again.`);
      return;
    }
    // Asked before the files arrive, so the browser keeps them under storage pressure.
    setAsked(await requestPersistence());
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ filesDone: 0, filesTotal: plan.missingCount, bytesDone: 0, bytesTotal: plan.missingBytes });
    try {
      await downloadModules(downloadable, setProgress, controller.signal);
      notifySuccess('All training audio is saved on this device');
    } catch {
      if (controller.signal.aborted) notifySuccess('Download cancelled. The files saved so far stay on this device.');
      else notifyFailure('Download failed. Please try again; the files already saved are not downloaded again.');
    } finally {
      abort.current = null;
      setProgress(null);
      await refresh();
    }
  };
  const removeAll = async () => {
    await removeAllDownloads();
    notifySuccess('Downloads removed');
    await refresh();
  };

  const saved = plan.missingCount === 0;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="download-all-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="download-all-title">
          Training audio on this device
        </Title>
        <Text size="sm">
          {saved ? `All training audio is saved (${formatFileSize(plan.totalBytes)}).` : `Needs ${formatFileSize(plan.missingBytes)}`}
          {free !== null && ` · ${formatFileSize(free)} free on this device`}
        </Text>
        <Group gap="xs">
          <Text size="sm">Kept by the browser under storage pressure:</Text>
          <Badge color={persisted ? 'green' : persisted === false ? 'orange' : 'gray'} variant="light">
            {persisted ? 'Granted' : persisted === false ? 'Not granted' : 'Unknown'}
          </Badge>
        </Group>
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        {downloading ? (
          <Stack gap={4}>
            <Text size="sm" role="status">
              File {Math.min(progress.filesDone + 1, progress.filesTotal)} of {progress.filesTotal} · {formatFileSize(progress.bytesDone)} of {formatFileSize(progress.bytesTotal)}
            </Text>
            <Progress value={progress.bytesTotal ? (progress.bytesDone / progress.bytesTotal) * 100 : 0} aria-label="Download progress" />
            <Group>
              <Button size="xs" variant="default" onClick={() => abort.current?.abort()}>
                Cancel
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs">
            {!saved && (
              <Button size="xs" onClick={() => void downloadAll()} disabled={!online || short}>
                Download all training audio ({formatFileSize(plan.missingBytes)})
              </Button>
            )}
            {plan.missingBytes < plan.totalBytes && (
              <Button size="xs" variant="subtle" color="red" onClick={() => void removeAll()}>
                Remove downloads
              </Button>
            )}
          </Group>
        )}
        {short && !downloading && (
          <Text size="sm" c="red.8">
            Not enough space on this device for the rest of the audio.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
