import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';

export function registerAssignmentRoutes(_route: Route, _db: Db): void {}
