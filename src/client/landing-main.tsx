// The landing page's entry (decision 050), with no imports of its own. The prerendered HTML is the page: it paints,
// shows the hero image, and its links work without JavaScript. React and the page's code load and hydrate it once the
// page has loaded and painted, so no script competes with the first paint or the hero image for the network or the
// main thread.

// A button pressed before React has attached (Join Waitlist, Play Demo Video) is held and pressed again once it has:
// a visitor's first tap is never lost. Clicks during hydration React replays itself.
const heldButtons: HTMLButtonElement[] = [];
const holdButtonClick = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!heldButtons.includes(button)) heldButtons.push(button);
};
document.addEventListener('click', holdButtonClick, true);

const hydrate = () =>
  requestAnimationFrame(() =>
    setTimeout(
      () =>
        void import('./app/hydrate-landing').then(async ({ hydrateLanding }) => {
          await hydrateLanding();
          document.removeEventListener('click', holdButtonClick, true);
          for (const button of heldButtons.splice(0)) button.click();
        }),
    ),
  );
if (document.readyState === 'complete') hydrate();
else window.addEventListener('load', hydrate, { once: true });
