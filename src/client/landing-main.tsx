// The landing page's entry (decision 050), with no imports of its own. The prerendered HTML is the page: it paints,
// shows the hero image, and its links work without JavaScript. React and the page's code load and hydrate it once the
// page has loaded and painted, so no script competes with the first paint or the hero image for the network or the
// main thread.
const hydrate = () => requestAnimationFrame(() => setTimeout(() => void import('./app/hydrate-landing')));
if (document.readyState === 'complete') hydrate();
else window.addEventListener('load', hydrate, { once: true });
