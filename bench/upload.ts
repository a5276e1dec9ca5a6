/**
 * P6 (upload half): a 50 MB training audio file uploaded by the platform admin through the real multipart
 * endpoint (POST /api/file-upload/upload, field `file`) over HTTP on loopback, by curl in its own process
 * (so this process holds only the server and its database): time to the answer (median of 3), the largest
 * growth of the server's RSS over its level before the upload (sampled every 10 ms), and whether the stored
 * file is byte-identical (sha256, read back from the blob store). Then the stored audio downloaded back with Range (GET /audio/{name},
 * `bytes=0-`, answered 206), measured the same way. The file is exactly MAX_AUDIO_BYTES (the largest size the
 * server accepts; one byte more is checked to answer 413) of MPEG-1 Layer III frames, so it passes the
 * server's content check as MP3. PGlite by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { MAX_AUDIO_BYTES } from '../src/shared/contracts/files';
import { blobsOf } from '../src/server/db/blobs-of';
import { audioKey } from '../src/server/lib/blob-store';
import { benchDeps, listen, measured, openBenchDatabase, tokenOf } from './support/bench-server';
import { mb, median } from './support/figures';

const run = promisify(execFile);
const RUNS = 3;
const ADMIN = 'admin@demo.local';
const BAR_BYTES = 50 * 1024 * 1024;

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, no padding: 417 bytes a frame. */
const FRAME_HEADER = Buffer.from([0xff, 0xfb, 0x90, 0x64]);
const FRAME_BYTES = 417;

/** `size` bytes of MP3 frames (random payload, so nothing compresses or deduplicates along the way). */
async function writeMp3(filePath: string, size: number): Promise<void> {
  const frame = Buffer.alloc(FRAME_BYTES);
  const chunk = Buffer.alloc(FRAME_BYTES * 2_500);
  const file = await open(filePath, 'w');
  try {
    for (let written = 0; written < size; ) {
      for (let offset = 0; offset < chunk.length; offset += FRAME_BYTES) {
        randomBytes(FRAME_BYTES - FRAME_HEADER.length).copy(frame, FRAME_HEADER.length);
        FRAME_HEADER.copy(frame, 0);
        frame.copy(chunk, offset);
      }
      const n = Math.min(chunk.length, size - written);
      await file.write(chunk, 0, n);
      written += n;
    }
  } finally {
    await file.close();
  }
}

async function sha256Of(source: string | Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of typeof source === 'string' ? createReadStream(source) : source) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Makes the file's content differ from the last run's (one payload byte), so each run stores a new file. */
async function varyContent(filePath: string, runNumber: number): Promise<void> {
  const file = await open(filePath, 'r+');
  try {
    await file.write(Buffer.from([runNumber]), 0, 1, FRAME_HEADER.length);
  } finally {
    await file.close();
  }
}

interface CurlAnswer {
  status: number;
  bytes: number;
  seconds: number;
}

async function curl(args: string[]): Promise<CurlAnswer> {
  const { stdout } = await run('curl', ['-sS', '-w', '%{http_code} %{size_upload} %{size_download} %{time_total}', ...args], { maxBuffer: 1024 * 1024 });
  const [status, uploaded, downloaded, seconds] = stdout.trim().split(' ').map(Number);
  return { status, bytes: Math.max(uploaded, downloaded), seconds };
}

function upload(url: string, token: string, filePath: string, answerPath: string) {
  return curl(['-o', answerPath, '-H', `authorization: Bearer ${token}`, '-F', `file=@${filePath};type=audio/mpeg;filename=lesson.mp3`, `${url}/api/file-upload/upload`]);
}

async function main() {
  const { database, kind, drop } = await openBenchDatabase();
  const work = await mkdtemp(path.join(tmpdir(), 'fap-bench-upload-'));
  try {
    const deps = await benchDeps(database, path.join(work, 'data'));
    const source = path.join(work, 'lesson.mp3');
    const answerPath = path.join(work, 'answer.json');
    const downloadPath = path.join(work, 'download.mp3');
    await writeMp3(source, MAX_AUDIO_BYTES);
    console.log(`bench/upload (P6): ${MAX_AUDIO_BYTES.toLocaleString('en')} bytes (${mb(MAX_AUDIO_BYTES)} MiB, the cap) of MP3 frames on ${kind}, ${RUNS} runs`);
    const { app, url } = await listen(deps);
    const token = await tokenOf(deps, ADMIN);

    const uploads: { ms: number; rssGrowth: number }[] = [];
    const downloads: { ms: number; rssGrowth: number }[] = [];
    let identical = true;
    for (let i = 1; i <= RUNS; i++) {
      await varyContent(source, i);
      const sent = await sha256Of(source);
      const up = await measured(() => upload(url, token, source, answerPath));
      if (up.result.status !== 201) throw new Error(`upload answered ${up.result.status}: ${await readFile(answerPath, 'utf8')}`);
      const { file } = JSON.parse(await readFile(answerPath, 'utf8')) as { file: { fileName: string; fileSize: number } };
      const blob = await blobsOf(deps).open(audioKey(file.fileName));
      const stored = blob ? await sha256Of(blob.stream()) : 'missing';
      const same = stored === sent && file.fileSize === MAX_AUDIO_BYTES;
      identical &&= same;
      uploads.push(up);

      const down = await measured(() => curl(['-o', downloadPath, '-H', 'range: bytes=0-', `${url}/audio/${file.fileName}`]));
      if (down.result.status !== 206) throw new Error(`ranged download answered ${down.result.status}`);
      const back = (await sha256Of(downloadPath)) === sent;
      identical &&= back;
      downloads.push(down);
      console.log(
        `  run ${i}: upload ${up.ms.toFixed(0)} ms (curl ${(up.result.seconds * 1000).toFixed(0)} ms), server RSS +${mb(up.rssGrowth)} MB, heap +${mb(up.heapGrowth)} MB, stored sha256 ${same ? 'identical' : 'DIFFERENT'}; ` +
          `ranged download ${down.ms.toFixed(0)} ms, RSS +${mb(down.rssGrowth)} MB, sha256 ${back ? 'identical' : 'DIFFERENT'}`,
      );
    }

    const over = path.join(work, 'over.mp3');
    await writeMp3(over, MAX_AUDIO_BYTES + 1);
    const refused = await upload(url, token, over, answerPath);
    console.log(`  one byte over the cap (${(MAX_AUDIO_BYTES + 1).toLocaleString('en')} bytes): ${refused.status} ${JSON.parse(await readFile(answerPath, 'utf8')).message}`);
    await app.close();

    const upMs = median(uploads.map((r) => r.ms));
    const upGrowth = Math.max(...uploads.map((r) => r.rssGrowth));
    const downMs = median(downloads.map((r) => r.ms));
    const downGrowth = Math.max(...downloads.map((r) => r.rssGrowth));
    console.log(`  median upload time: ${upMs.toFixed(0)} ms; ranged download: ${downMs.toFixed(0)} ms`);
    console.log(`  largest memory growth (RSS, server and its in-process database): upload ${mb(upGrowth)} MB, download ${mb(downGrowth)} MB (bar ≤ 50 MB: ${Math.max(upGrowth, downGrowth) <= BAR_BYTES ? 'met' : 'NOT met'})`);
    console.log(`  stored and downloaded files byte-identical to the sent one (sha256): ${identical ? 'yes' : 'NO'}`);
    if (!identical || refused.status !== 413) process.exitCode = 1;
  } finally {
    await rm(work, { recursive: true, force: true });
    await drop();
  }
}

await main();
