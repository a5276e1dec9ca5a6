import type { FastifyInstance } from 'fastify';
import { deleteFile, downloadFile, listFiles, uploadFile } from '@shared/contracts/files';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import { registerAudioRoute } from './audio-serve';
import { listFilesPage, removeFile, fileDownload, uploadSingle } from './files.service';

export function registerFilesRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, uploadFile, ({ user, upload }) => uploadSingle(deps, user, upload));
  registerEndpoint(app, deps, listFiles, ({ query }) => listFilesPage(deps, query.page, query.limit));
  registerEndpoint(app, deps, downloadFile, ({ params }) => fileDownload(deps, params.id));
  registerEndpoint(app, deps, deleteFile, ({ params }) => removeFile(deps, params.id));
  registerAudioRoute(app, deps);
}
