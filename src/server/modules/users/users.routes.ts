import type { FastifyInstance } from 'fastify';
import { getUser, updateUser } from '@shared/contracts/users';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import { readProfileForm } from './profile-form';
import * as service from './users.service';

export function registerUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, getUser, async ({ user, params }) => ({ data: await service.getUserProfile(deps, user, params.id) }));
  registerEndpoint(app, deps, updateUser, async ({ user, params, upload, body, log }) => ({
    message: 'Profile updated successfully',
    data: await service.updateUserProfile(deps, user, params.id, await readProfileForm(upload, body), log),
  }));
}
