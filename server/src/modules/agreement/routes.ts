import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';

export function registerAgreementRoutes(_route: Route, _db: Db): void {}
