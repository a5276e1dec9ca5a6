import type { FastifyInstance } from 'fastify';
import { deleteFile, downloadFile, listFiles, uploadFile } from '../../../shared/contracts/files';
import type { AppDeps } from '../../context';
import { registerEndpoint } from '../../plugins/endpoint';
import { registerAudioRoute } from './audio-serve';
import { listFilesPage, removeFile, sendFileDownload, uploadSingle } from './files.service';

export function registerFilesRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, uploadFile, ({ user, request }) => uploadSingle(deps, user, request));
  registerEndpoint(app, deps, listFiles, ({ query }) => listFilesPage(deps, query.page, query.limit));
  registerEndpoint(app, deps, downloadFile, ({ params, reply }) => sendFileDownload(deps, params.id, reply));
  registerEndpoint(app, deps, deleteFile, ({ params }) => removeFile(deps, params.id));
  registerAudioRoute(app, deps);
}
