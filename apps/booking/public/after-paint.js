// The app's scripts for a page whose first screen came drawn in its HTML, started once that screen
// has painted (apps/api/src/plugins/static-apps.ts, scriptsAfterPaint; README "Performance
// budget", the pay page). The server wrote the app's module and its hints as <meta> elements so
// that nothing of the app competes with the page's HTML and CSS for a phone's bandwidth; here the
// hints become <link rel="modulepreload"> again, and the app's module is imported.
const entry = document.querySelector('meta[name="noren-entry"]')?.content;
const modules = [...document.querySelectorAll('meta[name="noren-module"]')].map((meta) => meta.content);

function start() {
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (entry) import(entry);
}

// A frame's callbacks run before its paint; the task after them, once it has painted. A page opened
// in a hidden tab paints nothing and runs no frame callbacks until it is shown: it starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
