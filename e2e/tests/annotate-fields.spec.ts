import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { richRecord, seedAnnotationDataset, seedRichDataset } from '../support/annotate-seed';
import { saveThemedScreenshots } from '../support/screenshots';
import { PREFERENCES_KEY, signInWithToken } from '../support/session';

test('every field type and question type on one page, with suggestions, in both themes', async ({ page }) => {
  const { dataset, annotator } = await seedRichDataset({ records: [richRecord(1, { suggested: true }), richRecord(2, { suggested: true })] });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();

  // Markdown text, image, chat, custom template, and the text a span question annotates.
  const prompt = annotate.field('prompt');
  await expect(prompt.getByRole('heading', { name: /^Prompt \d$/ })).toBeVisible();
  await expect(prompt.getByRole('cell', { name: '2' })).toBeVisible();
  await expect(prompt.locator('strong')).toHaveText('answer');
  const picture = annotate.field('picture').getByRole('img', { name: 'Picture' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320);
  const messages = annotate.field('conversation').getByRole('listitem');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(0)).toHaveAttribute('data-role', 'user');
  await expect(messages.nth(1).locator('strong')).toHaveText('helpful');
  await expect(annotate.customFrame().locator('#card-title')).toHaveText(/^Card \d$/);
  await expect(annotate.customFrame().getByRole('listitem')).toHaveText(['first fact', 'second fact']);
  await expect(annotate.spanText).toContainText('Ada Lovelace');

  for (const title of ['Sentiment', 'Topics', 'Quality', 'Summary', 'Ranking', 'Entities']) {
    await expect(annotate.questionnaire.getByRole('heading', { level: 3, name: new RegExp(`^${title}`) })).toBeVisible();
  }
  await expect(annotate.suggestionBadge('summary')).toContainText('summary-model');
  await expect(page.getByRole('region', { name: 'Annotation guidelines' }).locator('strong')).toHaveText('prompt');
  await expect(annotate.counter).toHaveText('1 of 2');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await saveThemedScreenshots(page, 'annotation-focus-view');
});

test('markdown in a text or chat field is sanitised: injected scripts and handlers never run', async ({ page }) => {
  const payload = [
    '**Bold** text <img src="x" onerror="window.__glossPwned = \'img\'">',
    '<script>window.__glossPwned = "script"</script>',
    '<svg><animate onbegin="window.__glossPwned = \'svg\'" attributeName="x" dur="1s"/></svg>',
    '[a link](javascript:window.__glossPwned=\'link\') <a href="javascript:window.__glossPwned=1">raw link</a>',
    '<iframe src="javascript:parent.__glossPwned=\'frame\'"></iframe>',
  ].join('\n\n');
  const { dataset, annotator } = await seedAnnotationDataset({
    fields: [
      { name: 'text', title: 'Text', required: true, settings: { type: 'text', use_markdown: true } },
      { name: 'chat', title: 'Chat', required: true, settings: { type: 'chat', use_markdown: true } },
    ],
    questions: [{ name: 'label', title: 'Label', required: true, settings: { type: 'label_selection', options: [{ value: 'ok', text: 'ok' }, { value: 'bad', text: 'bad' }] } }],
    records: [{ fields: { text: payload, chat: [{ role: 'user', content: payload }] } }],
  });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();

  for (const name of ['text', 'chat']) {
    const field = annotate.field(name);
    await expect(field.locator('strong').first()).toHaveText('Bold');
    await expect(field.locator('script, iframe, [onerror], [onbegin]')).toHaveCount(0);
    await expect(field.locator('a[href^="javascript:" i]')).toHaveCount(0);
  }
  // Every image of the fields has failed or loaded, so an error handler left in would have run by now.
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid^="field-"] img')].every((image) => image.complete)))
    .toBe(true);
  await page.getByText('raw link').first().click();
  expect(await page.evaluate(() => (window as { __glossPwned?: unknown }).__glossPwned)).toBeUndefined();
  await annotate.expectRecord(await annotate.openRecordId());
});

/** Tries what a hostile template would, and writes each outcome into its own document. */
const PROBE_TEMPLATE = `
<p id="own">The frame runs: <span id="record-value"></span></p>
<ul id="results"></ul>
<script>
  function add(name, outcome) {
    var item = document.createElement('li');
    item.id = name;
    item.textContent = name + ': ' + outcome;
    document.getElementById('results').appendChild(item);
  }
  function probe(name, attempt) {
    try { add(name, 'LEAKED ' + String(attempt()).slice(0, 300)); }
    catch (error) { add(name, 'blocked ' + error.name); }
  }
  document.getElementById('record-value').textContent = record.fields.probe.note;
  probe('localStorage', function () { return window.localStorage.getItem('${PREFERENCES_KEY}'); });
  probe('sessionStorage', function () { return window.sessionStorage.length; });
  probe('cookie', function () { return document.cookie; });
  probe('parent', function () { return window.parent.document.documentElement.outerHTML; });
  probe('parentStorage', function () { return window.top.localStorage.getItem('${PREFERENCES_KEY}'); });
  fetch('/api/v1/me?from=custom-field', { credentials: 'include' })
    .then(function (response) { return response.text(); })
    .then(function (text) { add('fetch', 'LEAKED ' + text.slice(0, 300)); }, function (error) { add('fetch', 'blocked ' + error.name); });
</script>`;

test('a custom field template cannot read the page: storage, cookies, the parent document and the API are out of reach', async ({ page }) => {
  const { dataset, annotator } = await seedAnnotationDataset({
    fields: [{ name: 'probe', title: 'Probe', required: true, settings: { type: 'custom', template: PROBE_TEMPLATE, advanced_mode: true } }],
    questions: [{ name: 'label', title: 'Label', required: true, settings: { type: 'label_selection', options: [{ value: 'ok', text: 'ok' }, { value: 'bad', text: 'bad' }] } }],
    records: [{ fields: { probe: { note: 'hello from the record' } } }],
  });
  const frameCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('from=custom-field')) frameCalls.push(request.url());
  });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();
  // The page itself holds the session the template is after.
  expect(JSON.stringify(await page.evaluate((key) => window.localStorage.getItem(key), PREFERENCES_KEY))).toContain(annotator.token);

  const frame = annotate.customFrame();
  await expect(frame.locator('#record-value')).toHaveText('hello from the record');
  const results = frame.locator('#results li');
  await expect(results).toHaveCount(6);
  for (const name of ['localStorage', 'sessionStorage', 'cookie', 'parent', 'parentStorage', 'fetch']) {
    await expect(frame.locator(`#${name}`)).toHaveText(new RegExp(`^${name}: blocked \\w+`));
  }
  const everything = await frame.locator('body').innerText();
  expect(everything).not.toContain(annotator.token);
  expect(everything).not.toContain('LEAKED');
  expect(frameCalls).toEqual([]);
  await expect(annotate.field('probe').locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
});
