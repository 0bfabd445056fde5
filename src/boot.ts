import '@/styles/fonts';

// The page's entry: the prerendered HTML paints first, then the app loads, so on a slow connection the
// hero image and fonts are not queued behind the scripts.
//
// The page stays readable whatever happens to the app (index.html's first <style>): this script marks
// <html data-boot> at once, which stops the loader's 4 s give-way. If the app cannot start, the boot
// reloads the page once (a request the network dropped, a deploy in between), then marks "failed",
// which lifts the loader off the prerendered content, whose calls to action are mailto: links. Kept
// apart from the route chunks' own reload guard (src/app/chunk-recovery.ts), so that this entry stays
// one small file.
const root = document.documentElement;
const loader = document.querySelector<HTMLElement>('[data-testid="loader"]');
// The prerendered page under the loader (its skip link, its shell), usable as it is without scripts:
// out of reach until the app lifts the loader, as the app keeps it once it runs.
const behind = [...(document.getElementById('root')?.children ?? [])].filter(
  (element): element is HTMLElement => element instanceof HTMLElement && element !== loader,
);
const reach = (inert: boolean) => behind.forEach((element) => (element.inert = inert));
// Arrived after the give-way (a very slow connection): keep that loader out of the way, as it is.
if (loader && getComputedStyle(loader).visibility === 'hidden') loader.dataset.gaveWay = '';
else if (loader) reach(true);
root.dataset.boot = 'starting';

const RELOADED = 'boot-reloaded';
const fail = (error: unknown) => {
  try {
    if (sessionStorage.getItem(RELOADED) !== location.pathname) {
      sessionStorage.setItem(RELOADED, location.pathname);
      location.reload();
      return;
    }
  } catch {
    // No storage, so no guard against a reload loop: no reload.
  }
  root.dataset.boot = 'failed';
  reach(false);
  console.error(error);
};

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main')
    .then(() => sessionStorage.removeItem(RELOADED), fail)
    .catch(() => undefined);
};
requestAnimationFrame(() => setTimeout(start));
// A tab opened in the background gets no animation frames: start anyway.
setTimeout(start, 250);
