// What the web app and a browser ask of Gloss running as a Space (scripts/container-space/space-checks.sh):
// the Space it is on, the storage warning setting, the Hugging Face sign-in, and where that sign-in sends
// people. Prints what is wrong and exits 1, or exits 0.
//   node space-probe.mjs BASE_URL
const base = process.argv[2];
const problems = [];
const expectThat = (ok, problem) => ok || problems.push(problem);

const settings = await (await fetch(`${base}/api/v1/settings`)).json();
expectThat(settings.huggingface?.space_id === 'alice/gloss', `settings name the Space ${JSON.stringify(settings.huggingface)}`);
expectThat(settings.huggingface?.space_host === 'alice-gloss.hf.space', 'settings give the Space host');
expectThat(settings.argilla?.show_huggingface_space_persistent_storage_warning === true, 'the storage warning is on by default');

const providers = await (await fetch(`${base}/api/v1/oauth2/providers`)).json();
expectThat(JSON.stringify(providers.items) === JSON.stringify([{ name: 'huggingface' }]), `providers ${JSON.stringify(providers)}`);

const start = await fetch(`${base}/api/v1/oauth2/providers/huggingface/authentication`, { redirect: 'manual' });
const location = new URL(start.headers.get('location') ?? 'about:blank');
expectThat(start.status === 303, `the sign-in answers ${start.status}`);
expectThat(location.origin + location.pathname === 'https://huggingface.co/oauth/authorize', `the sign-in goes to ${location.origin}${location.pathname}`);
expectThat(location.searchParams.get('client_id') === 'space-oauth-client', 'with the OAuth app the platform made');
expectThat(location.searchParams.get('redirect_uri') === 'https://alice-gloss.hf.space/oauth/huggingface/callback', `back to ${location.searchParams.get('redirect_uri')}`);
expectThat(location.searchParams.get('scope') === 'openid profile', 'with the scopes the platform granted');

const page = await fetch(`${base}/sign-in`);
expectThat(page.status === 200 && (page.headers.get('content-type') ?? '').startsWith('text/html'), `the sign-in page answers ${page.status}`);

if (problems.length > 0) {
  console.error(problems.join('; '));
  process.exit(1);
}
