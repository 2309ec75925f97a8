import { describe, expect, it } from 'vitest';
import { afterSignInPath, decideNavigation, type NavigationTarget, type RouteName } from '../src/features/auth/guard';

function target(name: RouteName | undefined, fullPath: string, middleware: string[] = ['route-guard']): NavigationTarget {
  const url = new URL(fullPath, 'http://gloss.test');
  const query: Record<string, string> = {};
  url.searchParams.forEach((value, key) => (query[key] = value));
  return { name, middleware, path: url.pathname, fullPath, query };
}

const signedOut = { signedIn: false, onHostingPlatform: false };
const signedIn = { signedIn: true, onHostingPlatform: false };
const onSpace = { signedIn: false, onHostingPlatform: true };

describe('the route guard', () => {
  it('sends a signed-in person away from sign-in and the welcome page to home', () => {
    expect(decideNavigation(target('sign-in', '/sign-in'), signedIn)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation(target('welcome-hf-sign-in', '/welcome-hf-sign-in'), { ...onSpace, signedIn: true })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends a signed-in person at sign-in to its redirect target when it is a path of the app', () => {
    expect(decideNavigation(target('sign-in', '/sign-in?redirect=%2Fdatasets%3Fq%3Dx'), signedIn)).toEqual({
      kind: 'redirect',
      to: '/datasets?q=x',
    });
    expect(decideNavigation(target('sign-in', '/sign-in?redirect=https%3A%2F%2Fevil.test'), signedIn)).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('shows sign-in as is to a signed-out person off the hosting platform', () => {
    expect(decideNavigation(target('sign-in', '/sign-in?redirect=%2Fdatasets'), signedOut)).toEqual({ kind: 'allow' });
  });

  it('sends sign-in to the welcome page on the hosting platform, dropping the redirect query only', () => {
    expect(decideNavigation(target('sign-in', '/sign-in?redirect=%2Fdatasets&lang=de'), onSpace)).toEqual({
      kind: 'redirect',
      to: '/welcome-hf-sign-in?lang=de',
    });
    expect(decideNavigation(target('sign-in', '/sign-in?redirect=%2Fdatasets'), onSpace)).toEqual({
      kind: 'redirect',
      to: '/welcome-hf-sign-in',
    });
  });

  it('shows sign-in with the omitCTA param as is, even on the hosting platform', () => {
    expect(decideNavigation(target('sign-in', '/sign-in?omitCTA=true'), onSpace)).toEqual({ kind: 'allow' });
  });

  it('sends the welcome page to home outside the hosting platform, and shows it there', () => {
    expect(decideNavigation(target('welcome-hf-sign-in', '/welcome-hf-sign-in'), signedOut)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation(target('welcome-hf-sign-in', '/welcome-hf-sign-in'), onSpace)).toEqual({ kind: 'allow' });
  });

  it('sends an OAuth callback with an empty query home, and lets one with a code through', () => {
    expect(decideNavigation(target('oauth-provider-callback', '/oauth/huggingface/callback'), signedOut)).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideNavigation(target('oauth-provider-callback', '/oauth/huggingface/callback?code=c&state=s'), signedOut)).toEqual({
      kind: 'allow',
    });
  });

  it('sends a person who just signed out to plain sign-in, without the page they left as redirect', () => {
    expect(decideNavigation(target('user-settings', '/user-settings'), { ...signedOut, signedOutOnPurpose: true })).toEqual({
      kind: 'redirect',
      to: '/sign-in',
    });
  });

  it('redirects any other route to sign-in when signed out, carrying the full original path', () => {
    const decision = decideNavigation(target('datasets', '/datasets?workspaces=team%20a&page=2#top'), signedOut);
    expect(decision).toEqual({ kind: 'redirect', to: '/sign-in?redirect=%2Fdatasets%3Fworkspaces%3Dteam%2520a%26page%3D2%23top' });
    const back = new URLSearchParams((decision as { to: string }).to.split('?')[1]).get('redirect');
    expect(back).toBe('/datasets?workspaces=team%20a&page=2#top');
  });

  it('sends a signed-out person at home to sign-in without a redirect query', () => {
    expect(decideNavigation(target('index', '/'), signedOut)).toEqual({ kind: 'redirect', to: '/sign-in' });
  });

  it('lets a signed-in person through to every page', () => {
    for (const name of ['index', 'datasets', 'annotation-mode', 'dataset-settings', 'user-settings', 'team', 'workspaces', 'webhooks'] as const) {
      expect(decideNavigation(target(name, '/x'), signedIn)).toEqual({ kind: 'allow' });
    }
  });

  it('sends a signed-out person at the team or workspaces page to sign-in, carrying the page and its view', () => {
    expect(decideNavigation(target('team', '/team?q=ada&sort=role&order=asc'), signedOut)).toEqual({
      kind: 'redirect',
      to: '/sign-in?redirect=%2Fteam%3Fq%3Dada%26sort%3Drole%26order%3Dasc',
    });
    expect(decideNavigation(target('workspaces', '/workspaces?workspace=team-a'), signedOut)).toEqual({
      kind: 'redirect',
      to: '/sign-in?redirect=%2Fworkspaces%3Fworkspace%3Dteam-a',
    });
  });

  it('sends a signed-out person at the webhooks page to sign-in, carrying the open webhook', () => {
    expect(decideNavigation(target('webhooks', '/webhooks?webhook=abc'), signedOut)).toEqual({
      kind: 'redirect',
      to: '/sign-in?redirect=%2Fwebhooks%3Fwebhook%3Dabc',
    });
  });

  it('shows unknown pages to anyone (they answer 404)', () => {
    expect(decideNavigation(target(undefined, '/no/such/page'), signedOut)).toEqual({ kind: 'allow' });
  });

  it('answers 500 for a route naming a middleware that does not exist', () => {
    expect(decideNavigation(target('datasets', '/datasets', ['route-guard', 'no-such-middleware']), signedIn)).toMatchObject({
      kind: 'error',
      status: 500,
    });
  });
});

describe('where signing in leads', () => {
  it('follows a redirect query that is a path of the app', () => {
    expect(afterSignInPath('/dataset/abc/annotation-mode?status=draft')).toBe('/dataset/abc/annotation-mode?status=draft');
  });

  it('goes home without a redirect query', () => {
    expect(afterSignInPath(undefined)).toBe('/');
    expect(afterSignInPath('')).toBe('/');
  });

  it('ignores redirects to other sites and back to sign-in', () => {
    for (const unsafe of ['https://evil.test/', '//evil.test', '/\\evil.test', 'javascript:alert(1)', '/sign-in', '/sign-in?redirect=/x']) {
      expect(afterSignInPath(unsafe)).toBe('/');
    }
  });
});
