// Kill switch for the service worker. If a broken worker ever ships, deploy this file in place of
// sw.js (same URL): browsers fetch sw.js without the HTTP cache on every navigation, install this
// one, and it removes every cache of this origin, unregisters itself and reloads open tabs, which
// then run straight from the network. See README, "Offline app and updates".
self.addEventListener('install', () => {
  // Unlike a normal release, the kill switch must not wait for the person to accept an update.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
      await self.registration.unregister();
      const windows = await self.clients.matchAll({ type: 'window' });
      for (const client of windows) client.navigate(client.url).catch(() => {});
    })(),
  );
});
