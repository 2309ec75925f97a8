import { type Endpoint, endpoints } from '@gloss/contract';
import { type CallParts, type GlossApi, tokenFor } from './api';

/**
 * The status the server answers a call with, success or not: for checking that what a page does not
 * offer is what the API refuses (`GlossApi.call` throws on anything but success).
 */
export async function statusOf<E extends Endpoint>(api: GlossApi, endpoint: E, parts: CallParts<E>): Promise<number> {
  const { params, body } = parts as { params?: Record<string, string>; body?: unknown };
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(params?.[name])));
  const headers: Record<string, string> = { Accept: 'application/json' };
  const credentials = api.credentials;
  if (credentials && 'apiKey' in credentials) headers['X-Argilla-Api-Key'] = credentials.apiKey;
  if (credentials && 'token' in credentials) headers.Authorization = `Bearer ${credentials.token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(new URL(path, api.baseUrl), {
    method: endpoint.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.body?.cancel();
  return response.status;
}

export interface Crew {
  workspaces: { research: { id: string; name: string }; support: { id: string; name: string }; archive: { id: string; name: string } };
  people: { username: string; password: string; id: string }[];
}

/**
 * A small, fixed team on a server of its own, for pictures of the people pages: three workspaces (two
 * with a dataset), an admin and annotators with real names, some of whom have signed in.
 */
export async function seedCrew(api: GlossApi): Promise<Crew> {
  const research = await api.createWorkspace('research');
  const support = await api.createWorkspace('support');
  const archive = await api.createWorkspace('archive');
  for (const [workspace, name] of [[research, 'customer-reviews'], [support, 'ticket-triage']] as const) {
    await api.call(endpoints.createDataset, { body: { name, workspace_id: workspace.id } });
  }
  const people = [
    { username: 'ada', first: 'Ada', last: 'Lovelace', role: 'admin', in: [research, support], signIn: true },
    { username: 'grace', first: 'Grace', last: 'Hopper', role: 'annotator', in: [research], signIn: true },
    { username: 'alan', first: 'Alan', last: 'Turing', role: 'annotator', in: [support], signIn: false },
    { username: 'katherine', first: 'Katherine', last: 'Johnson', role: 'annotator', in: [], signIn: false },
  ] as const;
  const made = [];
  for (const person of people) {
    const password = 'password-1234';
    const user = await api.call(endpoints.createUser, {
      body: { username: person.username, first_name: person.first, last_name: person.last, role: person.role, password },
    });
    for (const workspace of person.in) await api.addWorkspaceMember(workspace.id, user.id);
    if (person.signIn) await tokenFor(person.username, password, api.baseUrl);
    made.push({ username: person.username, password, id: user.id });
  }
  return { workspaces: { research, support, archive }, people: made };
}
