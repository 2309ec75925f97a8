// Requests through the compose file's proxy for scripts/container-compose/compose-checks.sh (the machine may
// have no curl; it has node).
//   node through-proxy.mjs statuses URL TOKEN COUNT   the status of COUNT GETs of URL with the bearer token, one line
//   node through-proxy.mjs token URL USERNAME PASSWORD a sign-in token from POST URL (/api/v1/token)
const [mode, url, ...rest] = process.argv.slice(2);
if (mode === 'statuses') {
  const [token, count] = rest;
  const statuses = [];
  for (let i = 0; i < Number(count); i++) {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
    statuses.push(response ? response.status : 'refused');
    await response?.arrayBuffer();
  }
  console.log(statuses.join(' '));
} else if (mode === 'token') {
  const [username, password] = rest;
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams({ username, password }) });
  const body = await response.json();
  if (!response.ok || typeof body.access_token !== 'string') {
    console.error(`sign-in answered ${response.status}`);
    process.exit(1);
  }
  console.log(body.access_token);
} else {
  console.error('usage: through-proxy.mjs statuses URL TOKEN COUNT | token URL USERNAME PASSWORD');
  process.exit(2);
}
