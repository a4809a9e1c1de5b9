// Extra service worker handlers (web push's `push` and `notificationclick`):
// import each module here; worker/sw.ts imports this file. Each module adds
// its own listeners with self.addEventListener and must cache nothing private
// (lib/offline/cache-rules.ts).
export {};
