// Self-hosted variable faces (Fontsource, font-display: swap); the browser fetches only the subsets it needs.
import '@fontsource-variable/syne/wght.css';
import '@fontsource-variable/inter/wght.css';
