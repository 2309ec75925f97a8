import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints } from '@gloss/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { AppHeader } from '../pages/AppHeader';
import { SignInPage } from '../pages/SignInPage';
import { seedAnnotationDataset, svgDataUrl, type DatasetSpec, type FieldSpec } from '../support/annotate-seed';
import { GlossApi } from '../support/api';
import { saveScreenshot } from '../support/screenshots';
import { unique } from '../support/seed';
import { startGlossServer, type GlossServer } from '../support/server';
import { PREFERENCES_KEY } from '../support/session';

/*
 * The app under the policies the server really sends: every test fails on any Content-Security-Policy
 * violation, in the page or in a frame, whether the browser reports it as an event or in the console.
 */

// An image "from anywhere": the browser asks for it, the test answers.
const REMOTE_IMAGE = 'https://images.example.org/photo.svg';
const REMOTE_IMAGE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="320" height="120" rx="12" fill="#2f855a"/>' +
  '<text x="160" y="68" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#fff">From another site</text></svg>';

const TEMPLATE_SCRIPT =
  '<p id="from-script">not run</p>' +
  "<script>document.getElementById('from-script').textContent = 'Written by the template: ' + record.fields.note.text;</script>";

const FIELDS: readonly FieldSpec[] = [
  { name: 'maths', title: 'Maths', required: true, settings: { type: 'text', use_markdown: true } },
  { name: 'photo', title: 'Photo', required: false, settings: { type: 'image' } },
  { name: 'note', title: 'Note', required: false, settings: { type: 'custom', template: TEMPLATE_SCRIPT, advanced_mode: true } },
];

const record = (n: number) => ({
  fields: {
    maths: `Record ${n}: energy is $E = mc^2$.\n\n![a picture](${svgDataUrl('#3656c9', `Inline picture ${n}`)})`,
    photo: REMOTE_IMAGE,
    note: { text: `note ${n}` },
  },
});

const DATASET: DatasetSpec = {
  fields: FIELDS,
  questions: [{ name: 'label', title: 'Label', required: true, settings: { type: 'label_selection', options: [{ value: 'ok', text: 'ok' }, { value: 'bad', text: 'bad' }] } }],
  records: [record(1), record(2)],
};

/** Collects every policy violation of the page and its frames; a test expects the list empty at its end. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

async function serveRemoteImage(page: Page): Promise<void> {
  await page.route(REMOTE_IMAGE, (route) => route.fulfill({ contentType: 'image/svg+xml', body: REMOTE_IMAGE_SVG }));
}

async function expectImageLoaded(image: Locator): Promise<void> {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(320);
}

test.describe('the app under its Content-Security-Policy', () => {
  test('signing in, then a record with KaTeX maths, images and a custom field whose script writes into its frame', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await serveRemoteImage(page);
    const { dataset, annotator } = await seedAnnotationDataset(DATASET);

    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(annotator.username, annotator.password);
    await expect(new AppHeader(page).accountButton).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);

    const annotate = new AnnotationPage(page);
    const shell = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/annotation-mode'));
    await annotate.goto(dataset.id);
    expect((await shell).headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    await annotate.openRecordId();

    const maths = annotate.field('maths');
    await expect(maths.locator('.katex').first()).toBeVisible();
    await expect(maths.locator('.katex-html')).toContainText('mc');
    // KaTeX's own fonts (files of the build) are in use, not a fallback.
    await expect.poll(() => page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((font) => font.family.includes('KaTeX') && font.status === 'loaded');
    })).toBe(true);
    await expectImageLoaded(maths.getByRole('img', { name: 'a picture' }));
    await expectImageLoaded(annotate.field('photo').getByRole('img', { name: 'Photo' }));

    // Each annotator has their own order of the records.
    const first = Number((await maths.textContent())?.match(/Record (\d)/)?.[1]);
    await expect(annotate.customFrame().locator('#from-script')).toHaveText(`Written by the template: note ${first}`);
    await saveScreenshot(page, 'annotation-under-content-security-policy');

    // The next record's document replaces the first in the same frame, and its script runs too.
    await annotate.nextRecord.click();
    const second = 3 - first;
    await expect(maths).toContainText(`Record ${second}`);
    await expect(annotate.customFrame().locator('#from-script')).toHaveText(`Written by the template: note ${second}`);
    expect(violations).toEqual([]);
  });

  test('the theme is applied before the app runs: the inline script is allowed by its hash', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ theme: 'dark' })), PREFERENCES_KEY);
    // Without the app's scripts, only the shell's own inline script can set the theme.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/sign-in');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(violations).toEqual([]);
  });

  test('the API documentation works under its own policy', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await page.goto('/api/v1/docs');
    await expect(page.locator('.swagger-ui .info .title')).toContainText('Gloss');
    await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('signing in and embedding, with servers of their own', () => {
  // The servers are started once for these tests: they stay together on one worker.
  test.describe.configure({ mode: 'default' });

  let provider: FakeProvider;
  let withLogin: GlossServer;
  let space: GlossServer;
  test.beforeAll(async () => {
    provider = await startFakeProvider();
    [withLogin, space] = await Promise.all([
      startGlossServer({
        name: 'csp-oauth',
        env: (baseUrl) => ({
          GLOSS_OAUTH2_HUGGINGFACE_CLIENT_ID: 'csp-client',
          GLOSS_OAUTH2_HUGGINGFACE_CLIENT_SECRET: 'csp-secret',
          GLOSS_OAUTH2_HUGGINGFACE_BASE_URL: provider.baseUrl,
          // The provider sends the browser back to the server's own (loopback, plain http) address.
          GLOSS_PUBLIC_URL: baseUrl,
          GLOSS_OAUTH2_ALLOW_HTTP_REDIRECT: 'true',
        }),
      }),
      startGlossServer({ name: 'csp-space', env: { SPACE_ID: 'team/space', SPACE_AUTHOR_NAME: 'team', SPACE_TITLE: 'Team space' } }),
    ]);
  });
  test.afterAll(async () => {
    await Promise.all([withLogin?.stop(), space?.stop(), provider?.stop()]);
  });

  test('the external login leaves for the provider and comes back signed in', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await new SignInPage(page).goto('', withLogin.baseUrl);
    await page.getByRole('button', { name: 'Sign in with Hugging Face' }).click();
    await expect(page).toHaveURL((url) => url.origin === withLogin.baseUrl && url.pathname === '/');
    await expect(new AppHeader(page).accountButton).toHaveAccessibleName(`Account menu for ${provider.username}`);
    expect(violations).toEqual([]);
  });

  test("a Space's Gloss works inside the platform's page, custom field included; elsewhere Gloss refuses that frame", async ({ playwright }, testInfo) => {
    // This Chromium keeps third-party frames from storage by default, so the framed app could not keep
    // its session; browsers that allow it (partitioned by the top site) are the ones Spaces work in.
    const launchOptions = testInfo.project.use.launchOptions ?? {};
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), '--disable-features=BlockThirdPartyCookies'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const violations = await watchPolicyViolations(page);
      await serveRemoteImage(page);
      const dataset = await seedDatasetOn(space);
      // The platform's page frames the Space's own https origin; the browser never sees a loopback address.
      const spacePage = 'https://huggingface.co/spaces/team/space';
      await servePlatformPage(page, spacePage, 'https://team-space.hf.space/sign-in?omitCTA=true');
      await publishAt(page, 'https://team-space.hf.space', space);
      await page.goto(spacePage);
      const app = page.frameLocator('iframe[name="app"]');
      await app.locator('input[name="username"]').fill(space.owner.username);
      await app.locator('input[name="password"]').fill(space.owner.password);
      await app.locator('button[type="submit"]').click();
      await expect(app.getByRole('banner')).toBeVisible();

      await page.frame({ name: 'app' })!.goto(`https://team-space.hf.space/dataset/${dataset.id}/annotation-mode`);
      // Every ancestor is checked: the custom field's frame too must allow the platform's page.
      await expect(app.frameLocator('[data-testid="custom-field-frame"]').locator('#from-script')).toHaveText(/^Written by the template: note \d$/);
      await expect(app.locator('.katex').first()).toBeVisible();
      await expectImageLoaded(app.getByRole('img', { name: 'Photo' }));
      await saveScreenshot(page, 'annotation-embedded-in-space-page');
      expect(violations).toEqual([]);

      // The same page showing a Gloss that is not a Space: the browser refuses the frame.
      await servePlatformPage(page, spacePage, 'https://gloss.example.org/sign-in');
      await publishAt(page, 'https://gloss.example.org', withLogin);
      await page.goto(spacePage);
      await expect.poll(() => violations.some((text) => text.includes("frame-ancestors 'self'"))).toBe(true);
      await expect(app.locator('input[name="username"]')).toHaveCount(0);
    } finally {
      await browser.close();
    }
  });
});

/** The hosting platform's page at `url`, showing `app` in a frame the way a Space's page does. */
async function servePlatformPage(page: Page, url: string, app: string): Promise<void> {
  await page.unroute(url);
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Space</title><iframe name="app" src="${app}" style="width:1400px;height:860px;border:0"></iframe>`,
    }),
  );
}

/** Answers every request to `origin` from a Gloss server, headers included, as a hosting platform's proxy would. */
async function publishAt(page: Page, origin: string, server: GlossServer): Promise<void> {
  await page.route(`${origin}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({ url: `${server.baseUrl}${pathname}${search}`, maxRedirects: 0 });
    await route.fulfill({ response });
  });
}

async function seedDatasetOn(server: GlossServer) {
  const owner = new GlossApi(server.baseUrl, { apiKey: server.owner.apiKey });
  const workspace = await owner.createWorkspace(unique('ws-csp'));
  const draft = await owner.call(endpoints.createDataset, { body: { name: unique('csp'), workspace_id: workspace.id } });
  const params = { dataset_id: draft.id };
  for (const field of DATASET.fields) await owner.call(endpoints.createField, { params, body: field });
  for (const question of DATASET.questions) await owner.call(endpoints.createQuestion, { params, body: question });
  const dataset = await owner.publish(draft.id);
  await owner.call(endpoints.createRecords, { params, body: { items: DATASET.records.map(({ fields }) => ({ fields })) } });
  return dataset;
}

interface FakeProvider {
  baseUrl: string;
  username: string;
  stop(): Promise<void>;
}

/** The hosting platform's OAuth endpoints, as far as Gloss uses them: everyone who asks is one person. */
async function startFakeProvider(): Promise<FakeProvider> {
  const username = unique('hf-user');
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider');
    if (url.pathname === '/oauth/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', 'the-code');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.toString() }).end();
    } else if (url.pathname === '/oauth/token') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'provider-token' }));
    } else if (url.pathname === '/oauth/userinfo') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ sub: username, preferred_username: username, name: username }));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, username, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
