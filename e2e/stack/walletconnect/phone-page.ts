/**
 * `/phone`: the test phone wallet for a person trying `npm start`. Paste the app's WalletConnect
 * link, press Pair, and the phone approves and signs as the tests' phone does. Part of the test
 * stack, not the app: English only.
 */
export function phonePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test phone wallet</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; }
  textarea { box-sizing: border-box; font: 14px monospace; min-height: 6rem; width: 100%; }
  button { font: inherit; min-height: 44px; min-width: 44px; padding: 0 1rem; }
  code { overflow-wrap: anywhere; }
</style>
</head>
<body>
<h1>Test phone wallet</h1>
<p>A WalletConnect wallet of the local stack, holding the demo accounts' public test keys. In the
app, choose WalletConnect, press Copy link, paste the link here and press Pair.</p>
<form id="pair">
  <label for="uri">WalletConnect link (wc:…)</label>
  <textarea id="uri" name="uri" required spellcheck="false"></textarea>
  <p><button type="submit">Pair</button></p>
</form>
<p id="status" role="status"></p>
<h2>Sessions</h2>
<p>Signing as <code id="address"></code> on chain <span id="chain"></span>.</p>
<ul id="sessions"></ul>
<p><button type="button" id="disconnect">Disconnect all</button></p>
<script>
const controls = '/__test/phone/';
const status = document.getElementById('status');
async function call(name, body) {
  const res = await fetch(controls + name, body === undefined ? {} : {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (answer.code !== 10000) throw new Error(answer.msg);
  return answer.data;
}
async function refresh() {
  const state = await call('state');
  document.getElementById('address').textContent = state.address;
  document.getElementById('chain').textContent = String(state.chainId);
  const list = document.getElementById('sessions');
  list.replaceChildren(...state.sessions.map((s) => {
    const item = document.createElement('li');
    item.textContent = s.peer.name + ' (' + s.peer.url + ')';
    return item;
  }));
  if (!state.sessions.length) list.replaceChildren(Object.assign(document.createElement('li'), { textContent: 'None' }));
}
document.getElementById('pair').addEventListener('submit', async (event) => {
  event.preventDefault();
  status.textContent = 'Pairing…';
  try {
    const result = await call('pair', { uri: document.getElementById('uri').value });
    status.textContent = result.outcome === 'approved' ? 'Paired: the session is approved.' : 'The session was rejected.';
    document.getElementById('uri').value = '';
  } catch (error) {
    status.textContent = 'Could not pair: ' + error.message;
  }
  await refresh();
});
document.getElementById('disconnect').addEventListener('click', async () => {
  const { ended } = await call('disconnect', {});
  status.textContent = 'Ended ' + ended + ' session(s).';
  await refresh();
});
refresh();
setInterval(refresh, 5000);
</script>
</body>
</html>
`;
}
