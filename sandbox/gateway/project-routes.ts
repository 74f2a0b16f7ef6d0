import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ProjectByUrlQuery,
  ProjectCreate,
  ProjectIdParams,
  ProjectListQuery,
  ProjectRename,
  ProjectUpdate,
} from '../../contract/gateway/projects';
import type { AudioFiles } from '../store/audio-files';
import { deleteWithFiles, projectRecordings } from '../store/cascade-delete';
import type { Db } from '../store/database';
import {
  createProject,
  deleteProject,
  findProjectByUrl,
  listProjects,
  renameProject,
  updateProjectModels,
} from '../store/project-repository';
import { callerOf } from './auth-hook';
import { HttpError, notFound } from '../../server-common/http-error';
import { ownedProject as ownedProjectOf } from './ownership';

/** The projects group of the gateway document. Another account's project answers 403, a missing one 404. */
export function projectRoutes(app: FastifyInstance, db: Db, files: AudioFiles): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ownedProject = (userId: string, projectId: string) => ownedProjectOf(db, userId, projectId);

  api.get('/api/projects', { schema: { querystring: ProjectListQuery } }, async (request) =>
    listProjects(db, callerOf(request).userId, request.query),
  );

  api.post('/api/projects', { schema: { body: ProjectCreate } }, async (request) => {
    const { userId } = callerOf(request);
    const body = request.body;
    if (body.owner !== userId) throw new HttpError(403, 'owner must be your user id or one of your groups');
    return createProject(db, userId, body);
  });

  api.get('/api/projects/by-url', { schema: { querystring: ProjectByUrlQuery } }, async (request) => {
    const { project_url } = request.query;
    const project = findProjectByUrl(db, project_url);
    if (!project) throw notFound('Project');
    return ownedProject(callerOf(request).userId, project.project.id);
  });

  api.get('/api/projects/:project_id', { schema: { params: ProjectIdParams } }, async (request) => {
    const { project_id } = request.params;
    return ownedProject(callerOf(request).userId, project_id);
  });

  api.put(
    '/api/projects/:project_id',
    { schema: { params: ProjectIdParams, body: ProjectUpdate } },
    async (request) => {
      const { project_id } = request.params;
      ownedProject(callerOf(request).userId, project_id);
      return updateProjectModels(db, project_id, request.body.models);
    },
  );

  api.patch(
    '/api/projects/:project_id',
    { schema: { params: ProjectIdParams, body: ProjectRename } },
    async (request) => {
      const { project_id } = request.params;
      ownedProject(callerOf(request).userId, project_id);
      return renameProject(db, project_id, request.body.name);
    },
  );

  api.delete('/api/projects/:project_id', { schema: { params: ProjectIdParams } }, async (request) => {
    const { project_id } = request.params;
    ownedProject(callerOf(request).userId, project_id);
    deleteWithFiles(db, files, projectRecordings(db, project_id), () => deleteProject(db, project_id));
    return { id: project_id };
  });
}
