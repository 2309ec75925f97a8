// Accounts and repos as huggingface_hub's HfApi.whoami / create_repo (hf_api.py) and huggingface.js's
// createRepo call them: GET /api/whoami-v2, POST /api/repos/create, GET /api/datasets/{repo}/auth-check, and
// POST /api/validate-yaml, which huggingface_hub calls before committing a README.md (`HfApi._validate_yaml`).
import { refuseReading, refuseWriting } from '../access.js';
import type { Ctx, Route } from '../http/server.js';
import { readFields, sendJson } from '../http/respond.js';
import { gitBlobOid } from '../store/git-objects.js';
import { hubError, refuseRead, refuseWrite } from './errors.js';

function whoami(ctx: Ctx) {
  const { caller } = ctx;
  if (caller.kind !== 'user') {
    refuseWrite(ctx.res, caller.kind === 'anonymous' ? 'anonymous' : 'invalid-token', '');
    return;
  }
  const entity = (name: string, type: 'user' | 'org') => ({
    type, id: gitBlobOid(Buffer.from(name)).slice(0, 24), name, fullname: name, email: type === 'user' ? `${name}@example.com` : null,
    canPay: false, avatarUrl: `${ctx.state.baseUrl}/avatars/${name}.svg`, periodEnd: null,
  });
  sendJson(ctx.res, 200, {
    ...entity(caller.info.user, 'user'), emailVerified: true, isPro: false,
    orgs: (caller.info.orgs ?? []).map((org) => entity(org, 'org')),
    auth: { type: 'access_token', accessToken: { displayName: 'stand-in token', role: caller.info.role ?? 'write' } },
  });
}

async function createRepo(ctx: Ctx) {
  const fields = await readFields(ctx.req);
  const name = typeof fields?.name === 'string' ? fields.name : '';
  const namespace = typeof fields?.organization === 'string' && fields.organization
    ? fields.organization : ctx.caller.kind === 'user' ? ctx.caller.info.user : '';
  const refusal = refuseWriting(namespace, ctx.caller);
  if (refusal) {
    refuseWrite(ctx.res, refusal, `create a dataset under the namespace "${namespace}"`);
    return;
  }
  if ((fields?.type ?? 'model') !== 'dataset') {
    hubError(ctx.res, 400, 'The Hub stand-in only serves dataset repos');
    return;
  }
  if (!/^[\w.-]{1,96}$/.test(name) || /^[.-]|[.-]$|\.\./.test(name)) {
    hubError(ctx.res, 400, `Invalid repo name: "${name}"`);
    return;
  }
  const id = `${namespace}/${name}`;
  const url = `${ctx.state.baseUrl}/datasets/${id}`;
  if (ctx.state.store.repos.has(id)) {
    sendJson(ctx.res, 409, { error: 'You already created this dataset repo', url }, { 'X-Error-Message': 'You already created this dataset repo' });
    return;
  }
  const isPrivate = fields?.visibility === 'private' || fields?.private === true;
  const repo = ctx.state.store.create(id, { private: isPrivate });
  sendJson(ctx.res, 200, { url, name: id, id: gitBlobOid(Buffer.from(repo.id)).slice(0, 24) });
}

/** The check the dataset viewer makes on the Hub before answering: 200, or the Hub's refusal. */
function authCheck(ctx: Ctx) {
  const repo = ctx.state.store.repos.get(ctx.params[0]);
  const refusal = refuseReading(repo, ctx.caller);
  if (refusal) refuseRead(ctx.res, refusal, ctx.params[0], ctx.state.baseUrl, ctx.caller.kind === 'user');
  else sendJson(ctx.res, 200, {});
}

/** Every card's metadata passes: the stand-in does not check what the Hub would. */
async function validateYaml(ctx: Ctx) {
  await readFields(ctx.req);
  sendJson(ctx.res, 200, { errors: [], warnings: [] });
}

export const repoRoutes: Route[] = [
  { methods: ['POST'], pattern: /^\/api\/validate-yaml$/, handler: validateYaml },
  { methods: ['GET'], pattern: /^\/api\/whoami-v2$/, handler: whoami },
  { methods: ['POST'], pattern: /^\/api\/repos\/create$/, handler: createRepo },
  { methods: ['GET'], pattern: /^\/api\/datasets\/([^/]+\/[^/]+)\/auth-check$/, handler: authCheck },
];
