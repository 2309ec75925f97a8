import { datasetPolicy } from '../../src/features/datasets/policy.js';
import { exportPolicy } from '../../src/compositions/exports/policy.js';
import { metadataPropertyPolicy } from '../../src/features/metadata-properties/policy.js';
import { userPolicy } from '../../src/features/users/policy.js';
import { webhookPolicy } from '../../src/compositions/webhooks/policy.js';
import { workspacePolicy } from '../../src/features/workspaces/policy.js';
import { ALL, MANAGERS, MEMBERS, OWNER_ONLY, type Row, WORKSPACE, checkMatrix } from '../helpers/policy-matrix.js';

// The reference's policy cheat-sheet, role by role: who may do what on workspace WORKSPACE.
const matrix: Row[] = [
  ['manage users', (actor) => userPolicy.manage(actor), OWNER_ONLY],
  ["read another user's last sign-in", (actor) => userPolicy.readLastSignIn(actor, 'someone-else'), OWNER_ONLY],
  ['read one’s own last sign-in', (actor) => userPolicy.readLastSignIn(actor, actor.id), ALL],
  ['create a workspace', (actor) => workspacePolicy.create(actor), OWNER_ONLY],
  ['delete a workspace', (actor) => workspacePolicy.delete(actor), OWNER_ONLY],
  ['add a workspace member', (actor) => workspacePolicy.addUser(actor), OWNER_ONLY],
  ['get a workspace', (actor) => workspacePolicy.get(actor, WORKSPACE), MEMBERS],
  ['list workspace members', (actor) => workspacePolicy.listUsers(actor, WORKSPACE), MANAGERS],
  ['remove a workspace member', (actor) => workspacePolicy.removeUser(actor, WORKSPACE), MANAGERS],
  ['read a dataset and its settings', (actor) => datasetPolicy.read(actor, WORKSPACE), MEMBERS],
  ['list datasets of a workspace', (actor) => datasetPolicy.listInWorkspace(actor, WORKSPACE), MEMBERS],
  ['create, change, publish, delete a dataset or its settings', (actor) => datasetPolicy.manage(actor, WORKSPACE), MANAGERS],
  ['create a dataset in some workspace (before the body names it)', (actor) => datasetPolicy.createInSomeWorkspace(actor), [
    'owner',
    'admin member',
    'admin outsider',
  ]],
  ["export a dataset's records (every user's answers, hidden metadata)", (actor) => exportPolicy.exportRecords(actor, WORKSPACE), MANAGERS],
  ['list, create, change, delete, ping webhooks and read their deliveries', (actor) => webhookPolicy.manage(actor), OWNER_ONLY],
  ['see an annotator-visible metadata property', (actor) => metadataPropertyPolicy.see(actor, ['admin', 'annotator']), ALL],
  ['see an admin-only metadata property', (actor) => metadataPropertyPolicy.see(actor, ['admin']), [
    'owner',
    'admin member',
    'admin outsider',
    'admin of no workspace',
  ]],
];

checkMatrix(matrix);
