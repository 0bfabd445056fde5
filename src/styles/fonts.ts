// The site's global stylesheets, loaded by the entry so the prerender inlines them into every page.
// Self-hosted variable faces (Fontsource, font-display: swap); the browser fetches only the subsets it needs.
import '@fontsource-variable/syne/wght.css';
import '@fontsource-variable/inter/wght.css';
// Lenis' own rules (smooth-scroll classes), global like the faces.
import 'lenis/dist/lenis.css';
