import { buildQuery } from '../../shared/api/query-params';
import { HOME_PATH, SIGN_IN_PATH } from '../../shared/routing/paths';

export { HOME_PATH, SIGN_IN_PATH };

/** The named routes of the specification; `undefined` is a path no route matches (the 404 page). */
export type RouteName =
  | 'index'
  | 'sign-in'
  | 'welcome-hf-sign-in'
  | 'oauth-provider-callback'
  | 'datasets'
  | 'annotation-mode'
  | 'dataset-settings'
  // The dataset's team (progress, agreement) and its review view: signed-in only here; each page tells a
  // role it does not serve so itself.
  | 'dataset-team'
  | 'dataset-review'
  | 'user-settings'
  // People and workspaces: signed-in only here; each page tells a role it does not serve so itself.
  | 'team'
  | 'workspaces'
  // Owners only: signed-in here; the page tells other roles it is not theirs, as the people pages do.
  | 'webhooks'
  // A dataset made without Python (its source, then its configuration) and records added to one (its
  // source, then its mapping), for owners and admins: signed-in only here; each page tells anyone else so.
  | 'new-dataset'
  | 'new-dataset-file'
  | 'new-dataset-hub'
  | 'add-records'
  | 'add-records-file'
  | 'add-records-hub'
  // An import's or export's progress (owners and the dataset's admins): signed-in only here, as above.
  | 'job';

/** The one middleware routes may name; any other name is a programming error shown as a 500. */
export const KNOWN_MIDDLEWARE = ['route-guard'] as const;

export interface NavigationTarget {
  name: RouteName | undefined;
  middleware: readonly string[];
  /** The path alone, e.g. `/datasets`. */
  path: string;
  /** Path, query and hash as the person typed them, e.g. `/datasets?workspaces=a`. */
  fullPath: string;
  query: Readonly<Record<string, string>>;
}

export interface NavigationContext {
  signedIn: boolean;
  /** Running as a Space on the model hub's hosting platform. */
  onHostingPlatform: boolean;
  /** The person just signed out themselves: protected pages send them to plain sign-in, without a redirect. */
  signedOutOnPurpose?: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; status: 500; message: string };

export const WELCOME_PATH = '/welcome-hf-sign-in';

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** Where the route guard sends a navigation, as the specification's rules say. */
export function decideNavigation(target: NavigationTarget, context: NavigationContext): GuardDecision {
  const unknown = target.middleware.find((name) => !(KNOWN_MIDDLEWARE as readonly string[]).includes(name));
  if (unknown !== undefined) return { kind: 'error', status: 500, message: `Unknown middleware ${unknown}` };
  if (!target.middleware.includes('route-guard')) return allow;

  switch (target.name) {
    case 'sign-in':
      // Where the form itself sends people: otherwise the guard, seeing the session the form has just
      // saved, could win the race against the form's own navigation and drop the redirect.
      if (context.signedIn) return redirect(afterSignInPath(target.query.redirect));
      if ('omitCTA' in target.query) return allow;
      if (context.onHostingPlatform) return redirect(`${WELCOME_PATH}${buildQuery(withoutRedirect(target.query))}`);
      return allow;
    case 'welcome-hf-sign-in':
      if (context.signedIn || !context.onHostingPlatform) return redirect(HOME_PATH);
      return allow;
    case 'oauth-provider-callback':
      return Object.keys(target.query).length === 0 ? redirect(HOME_PATH) : allow;
    case undefined:
      // Unknown pages answer 404 whoever asks: there is nothing behind them to protect.
      return allow;
    default:
      if (context.signedIn) return allow;
      return redirect(context.signedOutOnPurpose ? SIGN_IN_PATH : signInPathFor(target));
  }
}

/** Sign-in, remembering where the person was going unless that was home. */
export function signInPathFor(target: Pick<NavigationTarget, 'path' | 'fullPath'>): string {
  return target.path === HOME_PATH ? SIGN_IN_PATH : `${SIGN_IN_PATH}${buildQuery({ redirect: target.fullPath })}`;
}

/**
 * Where to go after signing in: the redirect query when it is a path of this app, else home.
 * Anything else (another origin, `//host`, a scheme) is ignored, so a link cannot send a person
 * who just signed in to a look-alike site.
 */
export function afterSignInPath(redirectQuery: string | undefined): string {
  if (!redirectQuery || !redirectQuery.startsWith('/') || redirectQuery.startsWith('//') || redirectQuery.startsWith('/\\')) {
    return HOME_PATH;
  }
  if (redirectQuery === SIGN_IN_PATH || redirectQuery.startsWith(`${SIGN_IN_PATH}?`)) return HOME_PATH;
  return redirectQuery;
}

function withoutRedirect(query: Readonly<Record<string, string>>): Record<string, string> {
  const { redirect: _dropped, ...rest } = query;
  return rest;
}
